import { useEffect } from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { EditorToolbar, type EditorVariable } from './editor-toolbar';
import { VariableNode, withVariableChips } from './variable-node';

export type RichTextEditorProps = {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  variables: readonly EditorVariable[];
  error?: string;
  helperText?: string;
  readOnly?: boolean;
};

/**
 * The rich-text editor of e-mail bodies (TipTap, bundled with the app: no CDN). Paragraphs, headings,
 * emphasis, lists, links, and template variables inserted from a menu as chips. The value is HTML;
 * the server sanitises it again before storing.
 */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  onBlur,
  variables,
  error,
  helperText,
  readOnly = false,
}: RichTextEditorProps) {
  const labelId = `${id}-label`;
  const helpId = `${id}-help`;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
      VariableNode,
    ],
    content: withVariableChips(value),
    editable: !readOnly,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': helpId,
        'aria-invalid': error ? 'true' : 'false',
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
      },
    },
  });
  useEffect(() => {
    editor.setEditable(!readOnly);
  }, [editor, readOnly]);

  return (
    // data-form-field: a failed submit scrolls the whole field into view (kit: focus-first-invalid.ts).
    <Box data-form-field>
      <Typography
        id={labelId}
        component="label"
        htmlFor={id}
        variant="body2"
        sx={{ fontWeight: 600, display: 'block', mb: 0.75 }}
      >
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          '&:focus-within': {
            borderColor: error ? 'error.main' : 'primary.main',
            boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}`,
          },
        }}
      >
        {readOnly ? null : <EditorToolbar editor={editor} variables={variables} />}
        <Box
          sx={(theme) => ({
            px: 2,
            py: 1,
            minHeight: 180,
            '& .ProseMirror': { outline: 'none', minHeight: 160 },
            '& .ProseMirror p': { my: 1 },
            // A variable reads as a token of the accent's hue in either scheme.
            '& span[data-variable]': {
              backgroundColor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.1),
              color: theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.dark,
              border: `1px solid ${alpha(theme.palette.primary.main, 0.35)}`,
              borderRadius: 1,
              px: 0.5,
              whiteSpace: 'nowrap',
            },
          })}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      <FormHelperText id={helpId} error={Boolean(error)}>
        {error ?? helperText}
      </FormHelperText>
    </Box>
  );
}
