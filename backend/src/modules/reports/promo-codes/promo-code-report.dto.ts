import { ApiProperty } from '@nestjs/swagger';

export class PromoCodeReportRowDto {
  @ApiProperty({ format: 'uuid' }) promoCodeId!: string;
  @ApiProperty({ example: 'SAVE10' }) code!: string;
  @ApiProperty() active!: boolean;
  @ApiProperty({ description: 'New uses in the range: first checkouts paid, and uses that left nothing to pay' })
  redemptions!: number;
  @ApiProperty({ description: 'Payments it discounted in the range, renewals that keep its terms included' })
  payments!: number;
  @ApiProperty({ type: 'integer', description: 'What those payments took, KES cents' }) revenueCents!: number;
  @ApiProperty({ type: 'integer', description: 'What was refunded of them, KES cents' }) refundedCents!: number;
  @ApiProperty({ type: 'integer', description: 'What the code took off them, KES cents' }) discountCents!: number;
}

export class PromoCodeReportDto {
  @ApiProperty({ example: '2026-11-01' }) from!: string;
  @ApiProperty({ example: '2026-11-30' }) to!: string;
  @ApiProperty({ type: [PromoCodeReportRowDto], description: 'Codes used in the range, the most revenue first' })
  codes!: PromoCodeReportRowDto[];
}
