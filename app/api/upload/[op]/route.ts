// A file streamed through the console to a page operation declared with `upload` (lib/bff/upload-route.ts).
import type { NextRequest } from 'next/server';
import { uploadToPageOperation } from '@/lib/bff/upload-route';

export async function POST(request: NextRequest, { params }: { params: Promise<{ op: string }> }) {
  return uploadToPageOperation(request, (await params).op);
}
