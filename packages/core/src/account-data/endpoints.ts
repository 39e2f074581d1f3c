import { featureEndpoints, lazy } from '../http/endpoint.ts';
import { ZIP_TYPE } from './constants.ts';

const load = async () => ({ ...(await import('./contract.ts')), ...(await import('../http/contract.ts')) });
/** Every account of a person (customers and coaches) downloads its own data and deletes itself. */
const define = featureEndpoints({ tag: 'account-data', access: ['Customer', 'Coach'], errors: [400, 401, 403] });
const id = '7d2f0c1e-5b6a-4c3d-9e8f-0a1b2c3d4e5f';

export const accountDataEndpoints = {
  RequestDataExport: define({
    method: 'POST',
    path: '/api/v1/account/data-export',
    operationId: 'RequestDataExport',
    summary: 'Ask for a .zip of all one’s data, built in the background and e-mailed as a link (at most once a day)',
    status: 201,
    moreErrors: [429],
    schemas: lazy(load, (c) => ({ response: c.DataExportRequested })),
  }),
  GetDataExport: define({
    method: 'GET',
    path: '/api/v1/account/data-export',
    operationId: 'GetDataExport',
    summary: 'The latest data export: its state, progress and link, and when the next may be asked for',
    schemas: lazy(load, (c) => ({ response: c.DataExportStatus })),
  }),
  DownloadDataExport: define({
    method: 'GET',
    path: '/api/v1/account/data-export/:id/file',
    operationId: 'DownloadDataExport',
    summary: 'The export’s .zip (owner only); 409 while it is built, 410 once its link has expired',
    moreErrors: [404, 409, 410],
    produces: ZIP_TYPE,
    owns: { param: 'id', record: 'dataExport' },
    example: { params: { id } },
    schemas: lazy(load, (c) => ({ params: c.RecordIdParams })),
  }),
  GetAccountDeletion: define({
    method: 'GET',
    path: '/api/v1/account/deletion',
    operationId: 'GetAccountDeletion',
    summary: 'What deleting the account erases, what is kept (and why), and whether anything stops it now',
    schemas: lazy(load, (c) => ({ response: c.DeletionPreview })),
  }),
  RequestDeletionCode: define({
    method: 'POST',
    path: '/api/v1/account/deletion/code',
    operationId: 'RequestDeletionCode',
    summary: 'E-mail a six-digit code that confirms deleting the account',
    moreErrors: [409, 429],
    schemas: lazy(load, (c) => ({ response: c.MessageResponse })),
  }),
  DeleteAccount: define({
    method: 'POST',
    path: '/api/v1/account/deletion',
    operationId: 'DeleteAccount',
    summary: 'Delete the account for good, confirmed with the password and the e-mailed code; signs out everywhere',
    moreErrors: [409, 429],
    example: { body: { password: 'not-the-password', code: '000000' } },
    schemas: lazy(load, (c) => ({ body: c.DeleteAccountRequest, response: c.MessageResponse })),
  }),
};
