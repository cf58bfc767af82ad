// zod pieces for what special pages' operations answer, as JSON (lib/pages/types.ts `output`):
// the backend's handlers are typed by them and its tests check every real answer against them.
import { z } from 'zod';

/** A moment as the backend writes it: ISO 8601 in UTC (backend/db isoAt, or a timestamp column as JSON). */
export const instant = () => z.string();

/** The caller's lots, for a lot picker (backend/entities/scope.ts lotOptions). */
export const LOT_OPTIONS = z.array(z.object({ id: z.number(), name: z.string() }));
