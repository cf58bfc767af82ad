// The console's colours and corner radius, named once: the MUI theme uses them, and so does the
// 404 page, which is drawn without MUI components (every page loads it, so it stays tiny).
export const PRIMARY_COLOR = '#1565c0';
export const BACKGROUND_COLOR = '#f4f6f9';
export const CORNER_RADIUS = 6;
