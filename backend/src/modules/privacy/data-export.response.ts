import { StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { type PersonalDataExport, exportFilename, exportZip } from './export/data-export.service.js';

/** The answer of a data-export route: the JSON itself, or (format=zip) the zip as an attachment. */
export function dataExportResponse(
  data: PersonalDataExport,
  format: 'json' | 'zip' | undefined,
): PersonalDataExport | StreamableFile {
  if (format !== 'zip') return data;
  return new StreamableFile(Buffer.from(exportZip(data)), {
    type: 'application/zip',
    disposition: `attachment; filename="${exportFilename(data)}"`,
  });
}

/** OpenAPI of a data-export route. */
export function ApiDataExport() {
  return applyDecorators(
    ApiProduces('application/json', 'application/zip'),
    ApiOkResponse({
      description:
        'Everything held about the person: generatedAt, person, account and one array per section (bookings, payments, memberships, guestPasses, checkIns, waitlistEntries, eventRegistrations, contactMessages, jobApplications, newsletter, consents, emails, sms); with format=zip a zip of data.json and one CSV per section',
      schema: { type: 'object', additionalProperties: true },
    }),
  );
}
