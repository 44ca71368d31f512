import AudiencePage from './audience-page';

export default function AudienceNewRoute() {
  return <AudiencePage mode="create" />;
}
