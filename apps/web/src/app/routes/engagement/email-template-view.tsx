import EmailTemplatePage from './email-template-page';

export default function EmailTemplateViewRoute() {
  return <EmailTemplatePage mode="view" />;
}
