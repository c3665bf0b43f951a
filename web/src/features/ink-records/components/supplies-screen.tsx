import { Stack, Tabs } from '@mantine/core';
import { studioToday } from '../supply-status';
import { ReportPanel } from './report-panel';
import { ShelfPanel } from './shelf-panel';
import { SterilisationPanel } from './sterilisation-panel';
import { PageHeader } from '@/components/page-header';

/** Supplies: the shelf, the sterilisation log and the inspector's report (issue 45). */
export function SuppliesScreen({ timeZone }: { timeZone: string }) {
  const today = studioToday(timeZone);
  return (
    <Stack>
      <PageHeader title="Supplies" />
      <Tabs defaultValue="shelf" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="shelf">Shelf</Tabs.Tab>
          <Tabs.Tab value="sterilisation">Sterilisation</Tabs.Tab>
          <Tabs.Tab value="report">Inspector&apos;s report</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="shelf" pt="md">
          <ShelfPanel />
        </Tabs.Panel>
        <Tabs.Panel value="sterilisation" pt="md">
          <SterilisationPanel today={today} />
        </Tabs.Panel>
        <Tabs.Panel value="report" pt="md">
          <ReportPanel today={today} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
