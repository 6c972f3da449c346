import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { FailureText } from './mutation-toasts';
import { useAdminDataProvider } from './use-provider-command';
import { useErrorToast, useToast } from '../ui/toast';
import type {
  AdminCreateBodies,
  AdminDataProvider,
  AdminRecords,
  AdminResource,
  AdminUpdateBodies,
  CreatableResource,
  DeletableResource,
  UpdatableResource,
} from './admin-data-provider';

// The API returns whole lists; react-admin's list parameters are not used by the screens.
const WHOLE_LIST = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

/** A resource's records, cached under [resource, 'list'] until a change invalidates them. */
export function useRecords<R extends AdminResource>(resource: R, options: { enabled?: boolean } = {}) {
  const dataProvider = useAdminDataProvider();
  return useQuery({
    queryKey: [resource, 'list'],
    queryFn: async () => (await dataProvider.getList(resource, WHOLE_LIST)).data as AdminRecords[R][],
    enabled: options.enabled ?? true,
  });
}

/** Any other read; the first key part should name the resource so its changes refresh it. */
export function useAdminQuery<T>(
  queryKey: QueryKey,
  load: (dataProvider: AdminDataProvider) => Promise<T>,
  options: { enabled?: boolean } = {},
) {
  const dataProvider = useAdminDataProvider();
  return useQuery({ queryKey, queryFn: () => load(dataProvider), enabled: options.enabled ?? true });
}

export interface AdminMutationOptions<Variables, Result> {
  run: (dataProvider: AdminDataProvider, variables: Variables) => Promise<Result>;
  /** Resources whose cached reads are refreshed after success ("Lists are refreshed after changes"). */
  refreshes: readonly string[];
  success?: string | ((result: Result, variables: Variables) => string);
  failure: FailureText;
  onSuccess?: (result: Result, variables: Variables) => void;
}

/** A write with the spec's toasts: 'Success' / text, or 'Error' / server message or fallback. */
export function useAdminMutation<Variables, Result = unknown>(options: AdminMutationOptions<Variables, Result>) {
  const dataProvider = useAdminDataProvider();
  const queryClient = useQueryClient();
  const toast = useToast();
  const showError = useErrorToast();
  return useMutation({
    mutationFn: (variables: Variables) => options.run(dataProvider, variables),
    onSuccess: async (result, variables) => {
      await Promise.all(options.refreshes.map((resource) => queryClient.invalidateQueries({ queryKey: [resource] })));
      if (options.success) {
        const description =
          typeof options.success === 'function' ? options.success(result, variables) : options.success;
        toast({ title: 'Success', description });
      }
      options.onSuccess?.(result, variables);
    },
    onError: (error) => {
      const { failure } = options;
      if (typeof failure === 'string') showError(error, failure);
      else showError(null, failure.fixed);
    },
  });
}

interface RecordMutationTexts<Result, Variables> {
  success?: string | ((result: Result, variables: Variables) => string);
  failure: FailureText;
  onSuccess?: (result: Result, variables: Variables) => void;
  refreshes?: readonly string[];
}

export function useCreateRecord<R extends CreatableResource>(
  resource: R,
  texts: RecordMutationTexts<AdminRecords[R], AdminCreateBodies[R]>,
) {
  return useAdminMutation<AdminCreateBodies[R], AdminRecords[R]>({
    run: async (dataProvider, body) => (await dataProvider.create(resource, { data: body })).data as AdminRecords[R],
    ...texts,
    refreshes: [resource, ...(texts.refreshes ?? [])],
  });
}

export interface UpdateVariables<R extends UpdatableResource> {
  id: string;
  body: AdminUpdateBodies[R];
}

export function useUpdateRecord<R extends UpdatableResource>(
  resource: R,
  texts: RecordMutationTexts<AdminRecords[R], UpdateVariables<R>>,
) {
  return useAdminMutation<UpdateVariables<R>, AdminRecords[R]>({
    run: async (dataProvider, { id, body }) =>
      (await dataProvider.update(resource, { id, data: body, previousData: { id } })).data as AdminRecords[R],
    ...texts,
    refreshes: [resource, ...(texts.refreshes ?? [])],
  });
}

export function useDeleteRecord(resource: DeletableResource, texts: RecordMutationTexts<unknown, string>) {
  return useAdminMutation<string, unknown>({
    run: (dataProvider, id) => dataProvider.delete(resource, { id, previousData: { id } }),
    ...texts,
    refreshes: [resource, ...(texts.refreshes ?? [])],
  });
}

/** Resources whose create and update take the same body, so one form saves both ways. */
export type SameBodyResource = 'spaces' | 'membership-plans' | 'comparison-features' | 'roles' | 'email-templates';

interface SaveRecordTexts {
  created: string;
  updated: string;
  createFailure: FailureText;
  updateFailure: FailureText;
  onSuccess?: () => void;
  refreshes?: readonly string[];
}

/** Creates the record when there is no id yet, updates it otherwise, with the matching toasts. */
export function useSaveRecord<R extends SameBodyResource>(resource: R, id: string | undefined, texts: SaveRecordTexts) {
  const common = { onSuccess: texts.onSuccess, refreshes: texts.refreshes };
  const create = useCreateRecord(resource, { ...common, success: texts.created, failure: texts.createFailure });
  const update = useUpdateRecord(resource, { ...common, success: texts.updated, failure: texts.updateFailure });
  const save = (body: AdminCreateBodies[R] & AdminUpdateBodies[R]) => {
    if (id) update.mutate({ id, body });
    else create.mutate(body);
  };
  return { save, busy: create.isPending || update.isPending };
}
