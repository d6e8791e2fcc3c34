/**
 * Cities and campuses ("schools", ids 1..13 and 18 as in docs/spec/ordering-payment.md section 4).
 * City 11 (天津) has no campus: findAllCity leaves it out.
 */

/** [cityId, name, pinyin initial, sort] */
export const CITIES: [number, string, string, number][] = [
  [1, '北京', 'B', 1],
  [2, '上海', 'S', 2],
  [3, '广州', 'G', 3],
  [4, '深圳', 'S', 4],
  [5, '杭州', 'H', 5],
  [6, '成都', 'C', 6],
  [7, '武汉', 'W', 7],
  [8, '西安', 'X', 8],
  [9, '南京', 'N', 9],
  [10, '重庆', 'C', 10],
  [11, '天津', 'T', 11],
]

/** [schoolId, name, cityId, address, phone] */
export const SCHOOLS: [number, string, number, string, string][] = [
  [1, '北京朝阳校区', 1, '北京市朝阳区建国路88号SOHO现代城A座12层', '010-85901234'],
  [2, '北京海淀校区', 1, '北京市海淀区中关村大街27号中关村大厦8层', '010-62581234'],
  [3, '上海徐汇校区', 2, '上海市徐汇区漕溪北路88号圣爱大厦15层', '021-64871234'],
  [4, '上海浦东校区', 2, '上海市浦东新区世纪大道1568号中建大厦20层', '021-58361234'],
  [5, '广州天河校区', 3, '广州市天河区天河路385号太古汇一座9层', '020-38801234'],
  [6, '深圳南山校区', 4, '深圳市南山区科技园南区深圳湾科技生态园9栋', '0755-86661234'],
  [7, '深圳福田校区', 4, '深圳市福田区深南大道6008号特区报业大厦18层', '0755-83511234'],
  [8, '杭州西湖校区', 5, '杭州市西湖区文三路478号华星时代广场6层', '0571-88211234'],
  [9, '成都武侯校区', 6, '成都市武侯区人民南路四段12号华西坝大厦10层', '028-85231234'],
  [10, '成都锦江校区', 6, '成都市锦江区红星路三段1号国际金融中心2号楼', '028-86711234'],
  [11, '武汉洪山校区', 7, '武汉市洪山区珞喻路766号光谷时代广场11层', '027-87651234'],
  [12, '西安雁塔校区', 8, '西安市雁塔区小寨东路126号百隆广场7层', '029-85261234'],
  [13, '南京鼓楼校区', 9, '南京市鼓楼区中山路18号德基广场二期16层', '025-84701234'],
  [18, '重庆渝北校区', 10, '重庆市渝北区新南路166号龙湖新壹城A座9层', '023-67821234'],
]

/**
 * The national-guidance schools among the seeded campuses, by the spec's school group (docs/spec/ordering-payment.md section 4:
 * "special school groups cjZsgzt, xlZsgzt, ckZsgzt"; "pending gives cancel (not for three special national-guidance
 * schools)"). The spec gives no ids: these are the reference server's. The app's TARO_APP_NATIONAL_GUIDANCE_SCHOOLS
 * defaults to them (src/config/config.test.ts keeps the two equal).
 */
export const NATIONAL_GUIDANCE_SCHOOLS: Readonly<Record<number, 'cjZsgzt' | 'xlZsgzt' | 'ckZsgzt'>> = {
  7: 'cjZsgzt',
  8: 'xlZsgzt',
  9: 'ckZsgzt',
}
