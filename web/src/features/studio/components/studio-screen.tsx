import { Alert, Anchor, Badge, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { hasPaidPlan, STUDIO_ROLE_LABELS, type ApiMyStudio, type User } from '@inkforge/domain';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useMyStudio } from '../api/get-my-studio';
import { ClientBookPanel } from './client-book-panel';
import { CommissionsPanel } from './commissions-panel';
import { CreateStudioForm } from './create-studio-form';
import { MedicalReadsPanel } from './medical-reads-panel';
import { MembersPanel } from './members-panel';
import { RequestsPanel } from './requests-panel';
import { StudioCalendar } from './studio-calendar';
import { PageHeader } from '@/components/page-header';

const TABS = [
  'calendar',
  'requests',
  'clients',
  'members',
  'commissions',
  'medical-reads',
] as const;
type Tab = (typeof TABS)[number];
/** The owner's tabs: the money and the medical-read log. */
const OWNER_TABS: readonly Tab[] = ['commissions', 'medical-reads'];

/** /studio: the studio I belong to, or the form to open one. */
export function StudioScreen({ me }: { me: User }) {
  const mine = useMyStudio();
  if (mine.isPending) {
    return (
      <Stack gap="lg">
        <PageHeader title="Studio" />
        <Skeleton h={200} />
      </Stack>
    );
  }
  if (mine.isError) {
    return (
      <Stack gap="lg">
        <PageHeader title="Studio" />
        <Alert color="red" role="alert">
          {errorMessage(mine.error, 'The studio could not be loaded.')}
        </Alert>
      </Stack>
    );
  }
  if (!mine.data) return <NoStudio me={me} />;
  return <StudioHome mine={mine.data} myUid={me.id} />;
}

function NoStudio({ me }: { me: User }) {
  return (
    <Stack gap="lg">
      <PageHeader title="Studio" />
      {hasPaidPlan(me) ? (
        <CreateStudioForm />
      ) : (
        <Text maw={560}>
          You are not in a studio. An artist on a paid plan can open one and invite you; the link in
          their e-mail brings you in.{' '}
          <Anchor component={Link} to={paths.subscribe}>
            See the plans
          </Anchor>{' '}
          to open a studio of your own.
        </Text>
      )}
    </Stack>
  );
}

function StudioHome({ mine, myUid }: { mine: ApiMyStudio; myUid: string }) {
  const [params, setParams] = useSearchParams();
  const isOwner = mine.role === 'owner';
  const tabs = TABS.filter((tab) => isOwner || !OWNER_TABS.includes(tab));
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && tabs.includes(asked) ? asked : 'calendar';
  return (
    <Stack gap="lg">
      <PageHeader
        title={mine.studio.name}
        description={mine.studio.address}
        actions={<Badge variant="light">{STUDIO_ROLE_LABELS[mine.role]}</Badge>}
      />
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== 'calendar' ? { tab: value } : {})}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="calendar">Calendar</Tabs.Tab>
          <Tabs.Tab value="requests">Requests</Tabs.Tab>
          <Tabs.Tab value="clients">Client book</Tabs.Tab>
          <Tabs.Tab value="members">Members</Tabs.Tab>
          {isOwner && <Tabs.Tab value="commissions">Commissions</Tabs.Tab>}
          {isOwner && <Tabs.Tab value="medical-reads">Medical reads</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="calendar" pt="md">
          <StudioCalendar studio={mine.studio} role={mine.role} myUid={myUid} />
        </Tabs.Panel>
        <Tabs.Panel value="requests" pt="md">
          <RequestsPanel mine={mine} />
        </Tabs.Panel>
        <Tabs.Panel value="clients" pt="md">
          <ClientBookPanel studioId={mine.studio.id} />
        </Tabs.Panel>
        <Tabs.Panel value="members" pt="md">
          <MembersPanel mine={mine} myUid={myUid} />
        </Tabs.Panel>
        {isOwner && (
          <Tabs.Panel value="commissions" pt="md">
            <CommissionsPanel studio={mine.studio} />
          </Tabs.Panel>
        )}
        {isOwner && (
          <Tabs.Panel value="medical-reads" pt="md">
            <MedicalReadsPanel studio={mine.studio} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
