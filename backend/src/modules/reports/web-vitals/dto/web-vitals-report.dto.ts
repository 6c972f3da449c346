import {
  STOREFRONT_ROUTE_PATTERNS,
  WEB_VITAL_DEVICES,
  WEB_VITAL_MAX_VALUES,
  WEB_VITAL_METRICS,
  WEB_VITAL_NAVIGATION_TYPES,
  WEB_VITALS_BATCH_MAX,
  type StorefrontRoutePattern,
  type WebVitalDevice,
  type WebVitalMetric,
  type WebVitalNavigationType,
} from '@coworking/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsObject, ValidateBy, ValidateNested } from 'class-validator';

const MAX_VALUES_TEXT = WEB_VITAL_METRICS.map((metric) => `${metric} ${WEB_VITAL_MAX_VALUES[metric]}`).join(', ');

/** A number from 0 up to the largest value believable for the sample's metric (WEB_VITAL_MAX_VALUES). */
function IsWebVitalValue(): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isWebVitalValue',
      validator: {
        validate: (value: unknown, args) => {
          const metric = (args?.object as { metric?: WebVitalMetric }).metric;
          const max = metric && WEB_VITAL_MAX_VALUES[metric];
          return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= (max ?? Infinity);
        },
      },
    },
    { message: `value must be a number from 0 to the metric’s largest (${MAX_VALUES_TEXT})` },
  );
}

export class WebVitalSampleInputDto {
  @ApiProperty({ enum: WEB_VITAL_METRICS, enumName: 'WebVitalMetric' })
  @IsIn(WEB_VITAL_METRICS, { message: `metric must be one of ${WEB_VITAL_METRICS.join(', ')}` })
  metric!: WebVitalMetric;

  @ApiProperty({
    minimum: 0,
    example: 2140,
    description: `Milliseconds for LCP and INP, the score for CLS; at most ${MAX_VALUES_TEXT}`,
  })
  @IsWebVitalValue()
  value!: number;

  @ApiProperty({ enum: WEB_VITAL_NAVIGATION_TYPES, enumName: 'WebVitalNavigationType', example: 'navigate' })
  @IsIn(WEB_VITAL_NAVIGATION_TYPES, {
    message: `navigationType must be one of ${WEB_VITAL_NAVIGATION_TYPES.join(', ')}`,
  })
  navigationType!: WebVitalNavigationType;
}

/** What a storefront page reports when it is hidden: which page, what kind of screen, its measurements. */
export class WebVitalsReportDto {
  @ApiProperty({
    enum: STOREFRONT_ROUTE_PATTERNS,
    enumName: 'StorefrontRoutePattern',
    example: '/blog/:slug',
    description: 'The route pattern of the page the visit landed on, never its address; `*` for a page not found',
  })
  @IsIn(STOREFRONT_ROUTE_PATTERNS, { message: 'route must be one of the storefront’s route patterns' })
  route!: StorefrontRoutePattern;

  @ApiProperty({ enum: WEB_VITAL_DEVICES, enumName: 'WebVitalDevice', description: 'mobile: narrower than 768 px' })
  @IsIn(WEB_VITAL_DEVICES, { message: `device must be one of ${WEB_VITAL_DEVICES.join(', ')}` })
  device!: WebVitalDevice;

  @ApiProperty({ type: [WebVitalSampleInputDto], minItems: 1, maxItems: WEB_VITALS_BATCH_MAX })
  @IsArray({ message: 'samples must be a list' })
  @ArrayMinSize(1, { message: 'samples must hold at least one measurement' })
  @ArrayMaxSize(WEB_VITALS_BATCH_MAX, { message: `samples holds at most ${WEB_VITALS_BATCH_MAX} measurements` })
  @IsObject({ each: true, message: 'each sample must be an object' })
  @ValidateNested({ each: true })
  @Type(() => WebVitalSampleInputDto)
  samples!: WebVitalSampleInputDto[];
}
