import { Button } from '@mantine/core'
import { IconFileDownload } from '@tabler/icons-react'
import { useState } from 'react'
import { toast } from './feedback'
import { errorMessageOf } from '../lib/api-error'
import { downloadProductOpenApi } from '../lib/product-openapi'
import { notice } from '../lib/i18n/notices'
import { useT } from '../lib/i18n/i18n'
import { apiProductTermsTexts } from './api-product-terms.texts'

/** Saves an API product's OpenAPI document; on the product page and the purchase page alike. */
export function OpenApiDownloadButton({
  productId,
  productName,
}: {
  productId: string
  productName: string
}) {
  const t = useT(apiProductTermsTexts)
  const [isDownloading, setDownloading] = useState(false)
  const download = async () => {
    setDownloading(true)
    try {
      await downloadProductOpenApi(productId, productName)
    } catch (error) {
      void toast({ color: 'red', title: notice('apiProduct.downloadFailed'), message: errorMessageOf(error) })
    } finally {
      setDownloading(false)
    }
  }
  return (
    <Button
      variant="default"
      leftSection={<IconFileDownload size={16} aria-hidden />}
      loading={isDownloading}
      onClick={() => void download()}
    >
      {t('downloadOpenApi')}
    </Button>
  )
}
