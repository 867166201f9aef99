-- Each invoice's PDF as issued, kept in the file store: a re-download is the same document, byte for
-- byte, whatever prices, addresses or the invoice template say later. Null until the file is kept (an
-- invoice issued before this column, or one whose file write failed, is kept at its first download).
alter table commerce_invoices add column file_key text;
