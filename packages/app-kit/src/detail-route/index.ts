export { detailHead, isNotFoundAnswer, loadDetail, requireId } from './detail-route';
