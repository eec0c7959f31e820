// Dates across the portal read in Chinese (星期一, 3 天前); antd's pickers use dayjs too, so the
// global locale must match the ConfigProvider locale.
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');
