import { FileMessageSource } from '../../infrastructure/i18n/file-message-source';
import { MessageCatalog } from '../../infrastructure/i18n/message-catalog';

let catalog: MessageCatalog | undefined;

/** One catalog per process: merged messages are cached per site and locale inside it. */
export const messageCatalog = (): MessageCatalog => (catalog ??= new MessageCatalog(new FileMessageSource()));
