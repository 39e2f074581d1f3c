import { textPart } from '../../../test/support/app.ts';
import { makePdf } from '../../../test/support/pdf.ts';
import type { WorldPart } from '../../../test/support/world-part.ts';

/** A knowledge PDF of the coach's. */
export const worldPart: WorldPart = {
  async make({ coach }) {
    const res = await coach.client.upload('/api/v1/coach/knowledge', [
      textPart('title', 'Coach guide'),
      textPart('specialization', 'Sleep'),
      { field: 'file', filename: 'guide.pdf', contentType: 'application/pdf', data: await makePdf([['Rest well.']]) },
    ]);
    if (res.statusCode !== 201) throw new Error(`knowledge upload answered ${res.statusCode} ${res.body}`);
    return { records: { knowledgeDocument: (res.json() as { document: { id: string } }).document.id } };
  },
};
