import type { GridColDef } from '@mui/x-data-grid';
import { renderToStaticMarkup } from 'react-dom/server';
import { TEST_SCREEN } from '@/lib/list/test-screen';
import { FirstRows } from './FirstRows';
import type { Row } from './screen-api';
import type { ScreenLabels } from './useScreenLabels';

const labels = {
  title: 'Lots', field: (name: string) => `[${name}]`, action: (name: string) => name, done: () => 'Done', optionsOf: () => [],
  option: (_field: unknown, value: string) => ({ open: 'Open', closed: 'Closed' } as Record<string, string>)[value], yes: 'Yes', no: 'No', language: 'en-US',
} as ScreenLabels;
const columns: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 120 },
  { field: 'state', headerName: 'State', width: 110 },
  { field: 'fee', headerName: 'Fee', width: 110, align: 'right', headerAlign: 'right' },
  { field: '__actions', headerName: 'Actions', width: 200 },
];
const rows: Row[] = [{ id: 7, name: 'North gate', state: 'closed', fee: 1250 }, { id: 8, name: 'South gate', state: 'open', fee: null }];

describe('FirstRows (the first page in the HTML, until the grid takes over)', () => {
  const html = renderToStaticMarkup(<FirstRows screen={TEST_SCREEN} labels={labels} columns={columns} rows={rows} checkbox />);

  it('shows the grid\'s column titles and each row\'s cells as the grid reads them', () => {
    expect(html.match(/<th[^>]*>([^<]*)<\/th>/g)?.map((th) => th.replace(/<[^>]+>/g, ''))).toEqual(['Name', 'State', 'Fee', 'Actions']);
    expect(html).toContain('>North gate<');
    expect(html).toContain('>Closed<');
    expect(html).toContain('>¥12.50<');
    expect(html.match(/<tr>/g)).toHaveLength(3);
  });

  it('keeps the grid\'s widths: the checkbox column, fixed widths, and room for each flexible column\'s minimum', () => {
    expect(html).toContain('width:max(100%, 590px)');
    expect(html).toMatch(/<col style="width:50px"\/><col\/><col style="width:110px"\/>/);
    expect(html).toContain('data-align="right">¥12.50<');
  });
});
