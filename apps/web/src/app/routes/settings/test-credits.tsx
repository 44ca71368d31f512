import { TestCreditsList } from '@/features/settings/assessment-credits/components/test-credits-list';

/** /internal/settings/test-credits (SET-03): per vendor, granted and used assessment credits. */
export default function TestCreditsRoute() {
  return <TestCreditsList />;
}
