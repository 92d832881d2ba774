import { translateIn } from './i18n'
import { noticeTexts, type NoticeKey } from './notices.texts'

export type { NoticeKey }

/** A contract notice (`transactionRequest.added`) in the page's language, read when it is shown. */
export const notice = (key: NoticeKey): string => translateIn(noticeTexts, key)
