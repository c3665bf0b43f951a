import { BasicClientsScreen } from '@/features/clients/components/basic-clients-screen';

export default function BasicClientsRoute() {
  return <BasicClientsScreen />;
}
