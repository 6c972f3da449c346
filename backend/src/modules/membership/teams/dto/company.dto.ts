import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { EmailField, OptionalPhoneField } from '../../../../common/http/contact-field.decorators.js';
import { IsListSort, ListQueryDto } from '../../../../common/http/list-query.dto.js';
import { Trim } from '../../../../common/http/transforms.js';
import { KraPinField } from '../../../payment/dto/payment.dto.js';

export class CompanyDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Savannah Labs Ltd' }) name!: string;
  @ApiProperty({ nullable: true, type: String, example: 'P051234567X' }) kraPin!: string | null;
  @ApiProperty({ example: 'accounts@savannahlabs.co.ke' }) billingEmail!: string;
  @ApiProperty({ nullable: true, type: String }) address!: string | null;
  @ApiProperty({ nullable: true, type: String }) phone!: string | null;
  @ApiProperty({ description: 'Team memberships that have not ended' }) liveTeams!: number;
  @ApiProperty({ description: 'Seats paid for across those team memberships' }) seats!: number;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() updatedAt!: Date;
}

export class CreateCompanyDto {
  @ApiProperty({ maxLength: 200 })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Company name is required' })
  @MaxLength(200, { message: 'Company name must be at most 200 characters' })
  name!: string;

  @KraPinField() kraPin?: string | null;

  @EmailField() billingEmail!: string;

  @ApiPropertyOptional({ nullable: true, type: String, maxLength: 500 })
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'Address must be at most 500 characters' })
  address?: string | null;

  @OptionalPhoneField({ nullable: true }) phone?: string | null;
}

export class UpdateCompanyDto extends PartialType(CreateCompanyDto) {}

export const COMPANY_SORTS = ['name', 'createdAt', 'seats'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

export class CompanyListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: COMPANY_SORTS, default: 'name' })
  @IsOptional()
  @IsListSort(COMPANY_SORTS)
  _sort?: CompanySort;
}

export class TeamSeatDto {
  @ApiProperty({ format: 'uuid', description: "The seat's own membership id" }) id!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ description: 'When the seat became this person’s' }) assignedAt!: Date;
}

export class TeamMembershipDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) companyId!: string;
  @ApiProperty() companyName!: string;
  @ApiProperty({ nullable: true, type: String }) kraPin!: string | null;
  @ApiProperty() planName!: string;
  @ApiProperty({ example: 'monthly' }) period!: string;
  @ApiProperty({ example: '7000.00', description: 'KES per seat per period' }) pricePerSeatKes!: string;
  @ApiProperty({ example: 'active' }) status!: string;
  @ApiProperty({ example: 'Active' }) statusLabel!: string;
  @ApiProperty({ nullable: true, type: String, format: 'date' }) currentPeriodStart!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date', description: 'First day not covered' })
  currentPeriodEnd!: string | null;
  @ApiProperty({ description: 'Seats paid for this period' }) seats!: number;
  @ApiProperty({ nullable: true, type: Number, description: 'Seats from the next period on, when some were removed' })
  seatsNextPeriod!: number | null;
  @ApiProperty({ type: [TeamSeatDto], description: 'Who holds a seat now' }) holders!: TeamSeatDto[];
  @ApiProperty({ example: '21000.00', nullable: true, type: String, description: 'KES due at the next renewal' })
  nextChargeAmountKes!: string | null;
  @ApiProperty() billingContactEmail!: string;
}

export class CompanyPaymentDto {
  @ApiProperty() reference!: string;
  @ApiProperty({ format: 'uuid' }) membershipId!: string;
  @ApiProperty({ example: '21000.00' }) amountKes!: string;
  @ApiProperty({ example: 'success' }) status!: string;
  @ApiProperty({ nullable: true, type: Number }) periodNumber!: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Seats this payment added mid-period' })
  seatsAdded!: number | null;
  @ApiProperty({ nullable: true, type: String }) receiptNumber!: string | null;
  @ApiProperty() createdAt!: Date;
}

export class CompanyDetailDto extends CompanyDto {
  @ApiProperty({ type: [TeamMembershipDto] }) teams!: TeamMembershipDto[];
  @ApiProperty({ type: [CompanyPaymentDto], description: 'Newest first' }) payments!: CompanyPaymentDto[];
}
