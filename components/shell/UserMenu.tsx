'use client';
// The signed-in user and sign-out (the server ends the session, then the login page loads afresh).
import AccountCircle from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import { Button, ListItemIcon, Menu, MenuItem } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiPost } from '@/lib/client/api';
import { useHydrated } from '@/lib/client/hydrated';
import { LOGIN_PATH } from '@/lib/spec-constants';

export interface ShellUser {
  userId: string;
  userName: string;
}

export function UserMenu({ user }: { user: ShellUser }) {
  const t = useTranslations('shell');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const hydrated = useHydrated();
  const [leaving, setLeaving] = useState(false);

  async function signOut() {
    setLeaving(true);
    try {
      await apiPost('/api/auth/logout');
    } catch {
      // The login page is where the user goes either way; the guard decides what comes next.
    } finally {
      window.location.assign(LOGIN_PATH);
    }
  }

  return (
    <>
      <Button color="inherit" startIcon={<AccountCircle />} disabled={!hydrated} aria-label={t('userMenu', { userName: user.userName })}
        aria-haspopup="menu" aria-expanded={anchor ? true : undefined} data-testid="user-menu"
        onClick={(event) => setAnchor(event.currentTarget)} sx={{ textTransform: 'none' }}>
        {user.userName}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem disabled>{t('userId', { userId: user.userId })}</MenuItem>
        <MenuItem data-testid="sign-out" disabled={leaving} onClick={() => void signOut()}>
          <ListItemIcon><LogoutIcon fontSize="small" /></ListItemIcon>
          {t('signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
