'use client';
// Fields of a row as label / value pairs (a definition list): a row's detail, what a row action's
// dialog shows of its row.
import { Box, Typography } from '@mui/material';

export interface FieldListItem { name: string; label: string; text: string }

/** Test ids: `testId` on the list, `<itemTestId><name>` on each value. */
export function FieldList({ items, testId, itemTestId }: { items: readonly FieldListItem[]; testId: string; itemTestId: string }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '40% 60%', rowGap: 0.5, m: 0 }} data-testid={testId}>
      {items.map((item) => (
        <Box key={item.name} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">{item.label}</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }} data-testid={`${itemTestId}${item.name}`}>
            {item.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
