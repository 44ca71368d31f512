import GeneralEmailTemplatePage from './general-email-template-page';

export default function GeneralEmailTemplateViewRoute() {
  return <GeneralEmailTemplatePage mode="view" />;
}
