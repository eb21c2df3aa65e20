import { BulkApp } from '@/components/bulk/BulkApp';
import { mountPage } from '@/components/mountPage';

mountPage(<BulkApp />, 'bulk.title');
