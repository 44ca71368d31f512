import AudiencePage from './audience-page';

export default function AudienceViewRoute() {
  return <AudiencePage mode="view" />;
}
