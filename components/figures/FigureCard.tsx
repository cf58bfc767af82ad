'use client';
// One figure of a dashboard (/DataHome's, the reports' dashboards): its title, its value, a line or
// two of detail, and a link to the screen that explains it when the user's menu has that screen.
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { MenuLink } from '@/components/app/MenuLink';
import type { ReactNode } from 'react';

export interface FigureCardProps {
  title: string;
  value: ReactNode;
  detail?: ReactNode;
  /** The screen it opens, or null when the user may not open it. */
  href: string | null;
  linkText: string;
  testId: string;
}

export function FigureCard({ title, value, detail, href, linkText, testId }: FigureCardProps) {
  return (
    <Card variant="outlined" data-testid={testId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="subtitle2" color="text.secondary" component="h3">{title}</Typography>
        <Typography variant="h4" component="p" data-testid={`${testId}-value`}>{value}</Typography>
        {detail && <Typography variant="body2" color="text.secondary" component="div" data-testid={`${testId}-detail`}>{detail}</Typography>}
      </CardContent>
      {href && (
        <CardActions>
          <Button size="small" component={MenuLink} href={href} data-testid={`${testId}-link`}>{linkText}</Button>
        </CardActions>
      )}
    </Card>
  );
}
