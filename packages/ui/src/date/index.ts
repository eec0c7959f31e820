export { formatDate, PORTAL_TIME_ZONE } from './format-date';
