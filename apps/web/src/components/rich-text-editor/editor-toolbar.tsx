import { useState } from 'react';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import DataObjectIcon from '@mui/icons-material/DataObject';
import type { Editor } from '@tiptap/core';
import { useTranslation } from 'react-i18next';

export type EditorVariable = { id: string; label: string; group: string };

type Mark = { key: string; label: string; icon: React.ReactNode; active: boolean; run: () => void };

/** The formatting buttons (each a toggle with its state) and the Insert variable menu. */
export function EditorToolbar({
  editor,
  variables,
}: {
  editor: Editor;
  variables: readonly EditorVariable[];
}) {
  const { t } = useTranslation();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const chain = () => editor.chain().focus();
  const marks: Mark[] = [
    {
      key: 'bold',
      label: t('richText.bold'),
      icon: <FormatBoldIcon />,
      active: editor.isActive('bold'),
      run: () => chain().toggleBold().run(),
    },
    {
      key: 'italic',
      label: t('richText.italic'),
      icon: <FormatItalicIcon />,
      active: editor.isActive('italic'),
      run: () => chain().toggleItalic().run(),
    },
    {
      key: 'underline',
      label: t('richText.underline'),
      icon: <FormatUnderlinedIcon />,
      active: editor.isActive('underline'),
      run: () => chain().toggleUnderline().run(),
    },
    {
      key: 'bullets',
      label: t('richText.bullets'),
      icon: <FormatListBulletedIcon />,
      active: editor.isActive('bulletList'),
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'numbers',
      label: t('richText.numbers'),
      icon: <FormatListNumberedIcon />,
      active: editor.isActive('orderedList'),
      run: () => chain().toggleOrderedList().run(),
    },
  ];
  function link() {
    if (editor.isActive('link')) {
      chain().unsetLink().run();
      return;
    }
    const href = window.prompt(t('richText.linkPrompt'), 'https://');
    if (href && /^(https?:\/\/|mailto:)/i.test(href)) chain().extendMarkRange('link').setLink({ href }).run();
  }
  const groups = [...new Set(variables.map((v) => v.group))];

  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={t('richText.toolbar')}
      sx={{
        gap: 0.5,
        flexWrap: 'wrap',
        alignItems: 'center',
        p: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {marks.map((mark) => (
        <Tooltip key={mark.key} title={mark.label}>
          <IconButton
            size="small"
            aria-label={mark.label}
            aria-pressed={mark.active}
            color={mark.active ? 'primary' : 'default'}
            onClick={mark.run}
          >
            {mark.icon}
          </IconButton>
        </Tooltip>
      ))}
      <Tooltip title={t('richText.link')}>
        <IconButton
          size="small"
          aria-label={t('richText.link')}
          aria-pressed={editor.isActive('link')}
          onClick={link}
        >
          <InsertLinkIcon />
        </IconButton>
      </Tooltip>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Button
        size="small"
        startIcon={<DataObjectIcon />}
        aria-haspopup="menu"
        aria-expanded={Boolean(menu)}
        onClick={(event) => setMenu(event.currentTarget)}
      >
        {t('richText.insertVariable')}
      </Button>
      <Menu
        anchorEl={menu}
        open={Boolean(menu)}
        onClose={() => setMenu(null)}
        slotProps={{ paper: { sx: { maxHeight: 360 } } }}
      >
        {groups.flatMap((group) => [
          <ListSubheader key={`g-${group}`}>{group}</ListSubheader>,
          ...variables
            .filter((v) => v.group === group)
            .map((v) => (
              <MenuItem
                key={v.id}
                onClick={() => {
                  setMenu(null);
                  chain()
                    .insertContent({ type: 'variable', attrs: { id: v.id } })
                    .insertContent(' ')
                    .run();
                }}
              >
                {`${v.group}: ${v.label}`}
              </MenuItem>
            )),
        ])}
      </Menu>
    </Stack>
  );
}
