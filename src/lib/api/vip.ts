// Member levels (会员等级): the player's level, growth and the level table.
import type { GradeInfo } from '../../shared/contracts/vip.ts';
import { api } from './index.ts';

export const vipApi = {
  gradeInfo: () => api.get<GradeInfo>('/profile/getGradeInfo'),
};
