/** An error whose message is meant for the user: Chinese, safe to show, with the HTTP status to answer. */
export class AppError extends Error {
  constructor(
    message: string,
    readonly status = 400,
    readonly code = status === 200 ? 500 : status,
    readonly result: unknown = null,
  ) {
    super(message);
  }
}

export const unauthorized = (message = 'Token失效，请重新登录!') => new AppError(message, 401);
export const forbidden = (message = '没有权限访问此功能') => new AppError(message, 403);
export const badRequest = (message: string) => new AppError(message, 400);
export const notFound = (message = '未找到对应数据') => new AppError(message, 404);
