export { formatWanYuan } from './format-wan-yuan';
