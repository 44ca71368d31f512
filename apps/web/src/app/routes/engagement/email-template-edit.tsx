import EmailTemplatePage from './email-template-page';

export default function EmailTemplateEditRoute() {
  return <EmailTemplatePage mode="edit" />;
}
