/**
 * The province chooser of the article list (docs/spec/content-access.md section 2): the region ('nationwide' for province 0)
 * with a 'switch region' label; a tap opens the province grid, 5 a row, nationwide first, with its hidden filler
 * items (provinces with hide 1 in their place, then the padding: provinceGrid) laid out but unseen and not
 * tappable. Choosing answers onChoose(provinceId).
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Grid, Popup } from '@nutui/nutui-react-taro'
import { Location } from '@nutui/icons-react-taro'
import { ARTICLE_APP_TEXT, ARTICLE_TEXT, PROVINCE_COLUMNS, type ProvinceCell } from '@/core/article/list'
import './index.css'

export interface ArticleRegionPickerProps {
  region: string
  provinceId: number
  cells: ProvinceCell[]
  /** Called when the grid opens (the provinces load then). */
  onOpen(): void
  onChoose(provinceId: number): void
}

export function ArticleRegionPicker({ region, provinceId, cells, onOpen, onChoose }: ArticleRegionPickerProps) {
  const [open, setOpen] = useState(false)
  const choose = (cell: ProvinceCell) => {
    if (cell.filler) return
    setOpen(false)
    onChoose(cell.id)
  }
  return (
    <>
      <View
        className="article-region"
        onClick={() => {
          setOpen(true)
          onOpen()
        }}
      >
        <Location size={14} color="#cf2a20" />
        <Text className="article-region__name">{region}</Text>
        <Text className="article-region__switch">{ARTICLE_TEXT.switchRegion}</Text>
      </View>
      <Popup
        className="article-region__popup"
        visible={open}
        position="bottom"
        round
        closeable
        title={ARTICLE_APP_TEXT.regionTitle}
        onClose={() => setOpen(false)}
      >
        <Grid className="article-region__grid" columns={PROVINCE_COLUMNS} gap={6}>
          {cells.map((cell) => (
            <Grid.Item
              key={cell.id}
              className={`article-region__cell${cell.filler ? ' article-region__cell--filler' : ''}${cell.id === provinceId ? ' article-region__cell--active' : ''}`}
              onClick={() => choose(cell)}
            >
              <Text className="article-region__cell-name" data-province-id={cell.id >= 0 ? cell.id : ''}>
                {cell.name}
              </Text>
            </Grid.Item>
          ))}
        </Grid>
      </Popup>
    </>
  )
}
