import AudiencePage from './audience-page';

export default function AudienceEditRoute() {
  return <AudiencePage mode="edit" />;
}
