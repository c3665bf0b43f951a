import { BasicClientsPage } from '@/features/clients/components/basic-clients-page';

export default function BasicClientsRoute() {
  return <BasicClientsPage />;
}
