import ArticleIcon from '@mui/icons-material/Article';
import type { PanelResource } from 'admin-kit';
import { BlogScreen } from './BlogScreen';

/** The blog's posts: the Content tab is their paged list; write, edit, publish and delete on it. */
export const posts: PanelResource = { list: BlogScreen, icon: ArticleIcon, recordRepresentation: 'title' };
export { BlogScreen };
