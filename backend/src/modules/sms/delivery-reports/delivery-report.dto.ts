import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** Numbers arrive as text in a form and as numbers in JSON: both are kept as text. */
const AsText = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'number' || typeof value === 'boolean' ? String(value) : value,
  );

/** A delivery report as Africa's Talking posts it to the callback URL (form fields; JSON is read alike). */
export class SmsDeliveryReportDto {
  @ApiPropertyOptional({ example: 'ATXid_0ef1d3cd58b1a2e2d2b44b4e0b1f6d7a', description: "The message's messageId" })
  @IsOptional()
  @AsText()
  @IsString()
  @MaxLength(200)
  id?: string;

  @ApiPropertyOptional({ example: 'Success', description: 'Success, Failed, Rejected, Sent, Submitted, Buffered' })
  @IsOptional()
  @AsText()
  @IsString()
  @MaxLength(100)
  status?: string;

  @ApiPropertyOptional({ example: '+254712345678' })
  @IsOptional()
  @AsText()
  @IsString()
  @MaxLength(50)
  phoneNumber?: string;

  @ApiPropertyOptional({ example: '63902' })
  @IsOptional()
  @AsText()
  @IsString()
  @MaxLength(50)
  networkCode?: string;

  @ApiPropertyOptional({ example: '0' })
  @IsOptional()
  @AsText()
  @IsString()
  @MaxLength(20)
  retryCount?: string;

  @ApiPropertyOptional({ example: 'DeliveryFailure', description: 'Why it failed, when it did' })
  @IsOptional()
  @AsText()
  @IsString()
  @MaxLength(300)
  failureReason?: string;
}
