'use client';
import Button from '@mui/material/Button';
import { DataGrid } from '@mui/x-data-grid';

const columns = [{ field: 'id', headerName: 'Id' }, { field: 'name', headerName: 'Name', flex: 1 }];
const rows = [{ id: 1, name: 'One' }, { id: 2, name: 'Two' }];

export default function ReferencePage() {
  return (
    <main>
      <Button variant="contained">Add</Button>
      <div style={{ height: 400 }}><DataGrid columns={columns} rows={rows} /></div>
    </main>
  );
}
