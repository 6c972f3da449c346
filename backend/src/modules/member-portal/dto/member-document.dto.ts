import { ApiProperty } from '@nestjs/swagger';

export const MEMBER_DOCUMENT_KINDS = ['receipt', 'credit-note'] as const;
export type MemberDocumentKind = (typeof MEMBER_DOCUMENT_KINDS)[number];

/** A receipt or credit note the member can download (PDF). */
export class MemberDocumentDto {
  @ApiProperty({ enum: MEMBER_DOCUMENT_KINDS, enumName: 'MemberDocumentKind' }) kind!: MemberDocumentKind;
  @ApiProperty({ example: 'SCH-2026-000123' }) number!: string;
  @ApiProperty({ type: String, format: 'date-time' }) issuedAt!: string;
  @ApiProperty({ example: '25000.00', description: 'The total, KES' }) amountKes!: string;
  @ApiProperty({ example: 'Dedicated Desk membership' }) description!: string;
  @ApiProperty({
    example: '/api/member/payments/0b7e…/receipt',
    description: 'Where to download the PDF (with the member session cookie)',
  })
  url!: string;
}
