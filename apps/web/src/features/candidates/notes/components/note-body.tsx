import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MENTION_PATTERN } from '@talent-desk/shared';

type Segment = { text: string; mention: boolean };

/** The body in plain and mention parts: a token `@[Name](id)` reads as `@Name`. */
export function bodySegments(body: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of body.matchAll(MENTION_PATTERN)) {
    if (match.index > last) segments.push({ text: body.slice(last, match.index), mention: false });
    segments.push({ text: `@${match[1] ?? ''}`, mention: true });
    last = match.index + match[0].length;
  }
  if (last < body.length) segments.push({ text: body.slice(last), mention: false });
  return segments;
}

/** A note's text as written (line breaks kept), mentions shown as names. React escapes every part. */
export function NoteBody({ body }: { body: string }) {
  return (
    <Typography component="div" variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {bodySegments(body).map((segment, index) =>
        segment.mention ? (
          <Box key={index} component="strong" sx={{ color: 'primary.main', fontWeight: 600 }}>
            {segment.text}
          </Box>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </Typography>
  );
}
