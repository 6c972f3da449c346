import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { ApiCsvExport, CSV_EXPORT_PATH } from '../../../common/http/csv-export.js';
import { sendPage } from '../../../common/http/list-query.dto.js';
import { RequirePermission } from '../../identity/access/access-rule.decorator.js';
import { type AdminRequest } from '../../identity/access/admin-principal.js';
import { actorOf, ipOf } from '../../identity/access/request-actor.js';
import {
  CreateRefundDto,
  PaymentDetailDto,
  RecordHandBackDto,
  PaymentLedgerQueryDto,
  PaymentLedgerRowDto,
  RefundDto,
} from '../dto/payment-ledger.dto.js';
import { ApiPdfDownload, pdfFile } from '../receipts/pdf-file.js';
import { RefundsService } from '../refunds/refunds.service.js';
import { PaymentsLedgerService, toRefundDto } from './payments-ledger.service.js';

@ApiTags('admin payments')
@Controller('admin/payments')
export class PaymentsAdminController {
  constructor(
    private readonly ledger: PaymentsLedgerService,
    private readonly refunds: RefundsService,
  ) {}

  @Get()
  @RequirePermission('payments', 'view')
  @ApiOperation({
    summary:
      'The payments ledger, newest first: a page of rows (X-Total-Count holds the total), searchable by reference, e-mail, name or receipt number',
  })
  @ApiOkResponse({ type: [PaymentLedgerRowDto] })
  async list(
    @Query() query: PaymentLedgerQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<PaymentLedgerRowDto[]> {
    return sendPage(response, await this.ledger.list(query));
  }

  // Declared before ':id' so the file name is not read as an id.
  @Get(CSV_EXPORT_PATH)
  @RequirePermission('payments', 'view')
  @ApiCsvExport('The payments ledger')
  export(@Query() query: PaymentLedgerQueryDto): StreamableFile {
    return this.ledger.export(query);
  }

  @Get(':id')
  @RequirePermission('payments', 'view')
  @ApiOperation({ summary: 'One payment with its refunds and what it paid for' })
  @ApiOkResponse({ type: PaymentDetailDto })
  @ApiNotFoundResponse({ description: 'No such payment' })
  detail(@Param('id', new ParseUUIDPipe()) id: string): Promise<PaymentDetailDto> {
    return this.ledger.detail(id);
  }

  @Post(':id/refunds')
  @RequirePermission('payments', 'refund')
  @ApiOperation({
    summary:
      'Refund (part of) a payment through Paystack, with a reason; audited. The same idempotency key again returns the same refund',
  })
  @ApiCreatedResponse({ type: RefundDto })
  @ApiNotFoundResponse({ description: 'No such payment' })
  @ApiConflictResponse({
    description: 'Not a successful payment, or more than is left to refund (message says how much)',
  })
  async refund(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: CreateRefundDto,
    @Req() request: AdminRequest,
  ): Promise<RefundDto> {
    return toRefundDto(await this.refunds.refundByStaff(id, body, actorOf(request), ipOf(request)));
  }

  @Post(':id/refunds/:refundId/settle')
  @HttpCode(HttpStatus.OK)
  @RequirePermission('payments', 'refund')
  @ApiOperation({
    summary:
      'Record the money of a desk refund (cash, M-Pesa till, bank transfer) handed back: the refund is processed, a numbered credit note is e-mailed to the customer; audited',
  })
  @ApiOkResponse({ type: RefundDto })
  @ApiNotFoundResponse({ description: 'No such refund on this payment' })
  @ApiConflictResponse({
    description: 'Not a desk refund waiting to be handed back, or already recorded (the message says by whom)',
  })
  async settleRefund(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Param('refundId', new ParseUUIDPipe()) refundId: string,
    @Body() body: RecordHandBackDto,
    @Req() request: AdminRequest,
  ): Promise<RefundDto> {
    return toRefundDto(await this.refunds.recordHandBack(id, refundId, body, actorOf(request), ipOf(request)));
  }

  @Get(':id/receipt')
  @RequirePermission('payments', 'view')
  @ApiPdfDownload("The payment's numbered receipt (PDF)", 'No such payment, or it was not successful')
  async receipt(@Param('id', new ParseUUIDPipe()) id: string): Promise<StreamableFile> {
    return pdfFile(await this.ledger.receipt(id));
  }

  @Get(':id/refunds/:refundId/credit-note')
  @RequirePermission('payments', 'view')
  @ApiPdfDownload("A processed refund's numbered credit note (PDF)", 'No such refund, or it is not processed yet')
  async creditNote(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Param('refundId', new ParseUUIDPipe()) refundId: string,
  ): Promise<StreamableFile> {
    return pdfFile(await this.ledger.creditNote(id, refundId));
  }
}
