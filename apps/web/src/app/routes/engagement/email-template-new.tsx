import EmailTemplatePage from './email-template-page';

export default function EmailTemplateNewRoute() {
  return <EmailTemplatePage mode="new" />;
}
