// A small labelled card of key figures, used by the dashboards.
import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function StatusCard({ title, rows, testId }: { title: string; rows: [string, ReactNode][]; testId?: string }) {
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>{title}</Typography>
        <Stack spacing={0.75}>
          {rows.map(([label, value]) => (
            <Stack key={label} direction="row" sx={{ justifyContent: "space-between", gap: 2 }}>
              <Typography variant="body2" color="text.secondary">{label}</Typography>
              <Typography variant="body2" component="div" sx={{ textAlign: 'right' }}>{value}</Typography>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
