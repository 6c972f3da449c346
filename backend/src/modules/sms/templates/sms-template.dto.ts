import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsListSort, ListQueryDto, type SortRule } from '../../../common/http/list-query.dto.js';
import { Trim } from '../../../common/http/transforms.js';

export class UpdateSmsTemplateDto {
  @ApiProperty({
    example: 'Syokimau Coworking: {{spaceTitle}} on {{date}} {{time}} is confirmed. Check-in code {{checkInCode}}.',
    description: 'Handlebars text; with sample values it must fit two SMS parts (306 GSM characters, 134 otherwise)',
  })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Please enter the text of the SMS' })
  @MaxLength(1000, { message: 'The text must be at most 1000 characters' })
  text!: string;
}

export class SmsTemplateDto {
  @ApiProperty({ example: 'booking-confirmed', description: 'The name (react-admin reads it as the id)' })
  id!: string;
  @ApiProperty({ example: 'booking-confirmed' }) name!: string;
  @ApiProperty() description!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ description: 'The built-in text, which is sent while staff stored none' }) defaultText!: string;
  @ApiProperty({ description: 'True when staff reworded it' }) customised!: boolean;
  @ApiProperty({ type: [String], description: 'The values it can use' }) variables!: string[];
  @ApiProperty({ description: 'The text with sample values' }) sample!: string;
  @ApiProperty({ description: 'Characters of the sample (GSM extension characters count twice)' })
  sampleCharacters!: number;
  @ApiProperty({ description: 'SMS parts the sample takes' }) sampleParts!: number;
  @ApiProperty({ example: 'GSM-7', description: 'GSM-7 (160 a part) or UCS-2 (70 a part)' }) encoding!: string;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) updatedAt!: Date | null;
}

export const SMS_TEMPLATE_SORTS = ['name'] as const;
export type SmsTemplateSort = (typeof SMS_TEMPLATE_SORTS)[number];

export class SmsTemplateListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: SMS_TEMPLATE_SORTS })
  @IsOptional()
  @IsListSort(SMS_TEMPLATE_SORTS)
  _sort?: SmsTemplateSort;
}

export const SMS_TEMPLATE_LIST = {
  sort: {
    columns: { name: (template) => template.name },
    default: 'name',
    defaultOrder: 'ASC',
  } satisfies SortRule<SmsTemplateSort, (template: SmsTemplateDto) => string | number | null>,
  tieBreaker: (template: SmsTemplateDto) => template.id,
  searchable: (template: SmsTemplateDto) => [template.name, template.description, template.text],
};
