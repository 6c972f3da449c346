import {
  WEB_VITAL_METRICS,
  WEB_VITAL_RATINGS,
  type WebVitalMetric,
  type WebVitalRating,
  WEB_VITAL_DEVICES,
  type WebVitalDevice,
} from '@coworking/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** One metric of one route over the range: its 75th percentile, how many visits it rests on, and its rating. */
export class WebVitalFigureDto {
  @ApiProperty({ enum: WEB_VITAL_METRICS, enumName: 'WebVitalMetric' }) metric!: WebVitalMetric;
  @ApiProperty({
    example: 2140,
    description:
      'The 75th percentile (interpolated): milliseconds for LCP and INP (whole), the score for CLS (2 decimals, as Google’s tools show it); rated as shown',
  })
  p75!: number;
  @ApiProperty({ description: 'Measurements it rests on' }) samples!: number;
  @ApiProperty({ enum: WEB_VITAL_RATINGS, enumName: 'WebVitalRating', description: 'The rating of the p75' })
  rating!: WebVitalRating;
}

export class WebVitalsRouteDto {
  @ApiProperty({ example: '/blog/:slug', description: 'A storefront route pattern; `*` for pages not found' })
  route!: string;
  @ApiProperty({
    type: [WebVitalFigureDto],
    description:
      'The metrics measured on the route in the range, in the order LCP, INP, CLS (a metric without samples is left out)',
  })
  metrics!: WebVitalFigureDto[];
}

export class WebVitalsReportResultDto {
  @ApiProperty({ example: '2026-11-01' }) from!: string;
  @ApiProperty({ example: '2026-11-30' }) to!: string;
  @ApiPropertyOptional({ enum: WEB_VITAL_DEVICES, enumName: 'WebVitalDevice', description: 'When filtered by it' })
  device?: WebVitalDevice;
  @ApiProperty({ type: [WebVitalsRouteDto], description: 'Routes with any measurement in the range, by route' })
  routes!: WebVitalsRouteDto[];
}
