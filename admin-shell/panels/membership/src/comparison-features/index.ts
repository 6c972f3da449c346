import TableChartIcon from '@mui/icons-material/TableChart';
import type { PanelResource } from 'admin-kit';
import { FeaturesScreen } from './FeaturesScreen';

/** The comparison features: the Features tab is their matrix against the active plans. */
export const comparisonFeatures: PanelResource = {
  list: FeaturesScreen,
  icon: TableChartIcon,
  recordRepresentation: 'name',
};

/** One cell of the matrix (a feature's value for a plan), written in place in the matrix. */
export const comparisonFeaturePlans: PanelResource = { recordRepresentation: 'value' };
