/**
 * Which Pixi renderer suits this device: WebGL where the browser has a GPU behind it; canvas 2D where its
 * WebGL is a software rasteriser (SwiftShader, llvmpipe: cheap phones with a blocklisted GPU, and headless
 * test browsers), where a dozen sprites draw many times faster in canvas 2D than through emulated shaders.
 */
const SOFTWARE = /swiftshader|llvmpipe|softpipe|software/i;

export function preferredRenderer(): 'webgl' | 'canvas' {
  try {
    const gl = document.createElement('canvas').getContext('webgl');
    if (!gl) return 'canvas';
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return SOFTWARE.test(name) ? 'canvas' : 'webgl';
  } catch {
    return 'canvas';
  }
}
