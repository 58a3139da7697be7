<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>tpugui</name>
    <message>
        <location filename="../../tpugui/qt/devices/first_start.py" line="34"/>
        <source>New here? Train the demo job: Training › Start training.</source>
        <translation>第一次使用？訓練示範工作：「訓練」›「開始訓練」。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/first_start.py" line="39"/>
        <source>Go to Training</source>
        <translation>前往訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/first_start.py" line="41"/>
        <source>Go to the Training page to start the demo training</source>
        <translation>前往訓練頁面，開始示範訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/first_start.py" line="43"/>
        <source>Shows the Training page with Start training ready: the demo job trains a small network on handwritten digits, here, in a minute or two</source>
        <translation>顯示訓練頁面，「開始訓練」已就緒：示範工作在本機以手寫數字訓練一個小型網路，約需一兩分鐘</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/live.py" line="92"/>
        <source>Live device use</source>
        <translation>即時裝置使用</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/live.py" line="96"/>
        <location filename="../../tpugui/qt/devices/live.py" line="98"/>
        <source>Live</source>
        <translation>即時</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/live.py" line="100"/>
        <source>Watch utilization, memory and the processes of each device, once a second</source>
        <translation>每秒監看每個裝置的使用率、記憶體與使用它的行程</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/live.py" line="132"/>
        <source>Reading the devices…</source>
        <translation>正在讀取裝置…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/live.py" line="178"/>
        <source>Host CPU</source>
        <translation>主機 CPU</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/live.py" line="181"/>
        <source>{cpu:.0f}% · memory {used} / {total} GiB</source>
        <translation>{cpu:.0f}% · 記憶體 {used} / {total} GiB</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/live.py" line="195"/>
        <source>{util}% busy</source>
        <translation>忙碌 {util}%</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/live.py" line="196"/>
        <source>memory {used} / {total} GiB</source>
        <translation>記憶體 {used} / {total} GiB</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/live.py" line="208"/>
        <source>no process</source>
        <translation>沒有行程</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/live.py" line="212"/>
        <source>No GPU or TPU to watch here: the host's CPU is shown.</source>
        <translation>這裡沒有可監看的 GPU 或 TPU：顯示主機的 CPU。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="79"/>
        <source>&lt;h2&gt;Devices&lt;/h2&gt;The processors of this machine and what each is good at, with this machine's own numbers: &lt;span style='color:#2b5fa8'&gt;detected&lt;/span&gt;, &lt;span style='color:#1f7a3f'&gt;measured&lt;/span&gt; (Bench), &lt;span style='color:#7b3fa0'&gt;spec table&lt;/span&gt; or &lt;span style='color:#666'&gt;derived&lt;/span&gt;.</source>
        <translation>&lt;h2&gt;裝置&lt;/h2&gt;這台機器的處理器，以及各自擅長什麼，全部附上本機的數字：&lt;span style='color:#2b5fa8'&gt;偵測&lt;/span&gt;、&lt;span style='color:#1f7a3f'&gt;實測&lt;/span&gt;（效能測試）、&lt;span style='color:#7b3fa0'&gt;規格表&lt;/span&gt;或&lt;span style='color:#666'&gt;推算&lt;/span&gt;。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="95"/>
        <source>Refresh</source>
        <translation>重新偵測</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="96"/>
        <source>Look for the devices again</source>
        <translation>重新尋找裝置</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="97"/>
        <source>Bench</source>
        <translation>效能測試</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="98"/>
        <source>Measure matmul FLOP/s and memory bandwidth</source>
        <translation>實測矩陣乘法的 FLOP/s 與記憶體頻寬</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="99"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="100"/>
        <source>Stop the running work</source>
        <translation>停止正在進行的工作</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="102"/>
        <source>Copy as JSON</source>
        <translation>複製為 JSON</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="103"/>
        <source>Copy the inventory to the clipboard as JSON</source>
        <translation>將裝置清單以 JSON 複製到剪貼簿</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="112"/>
        <source>Ask the frameworks</source>
        <translation>詢問各框架</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="114"/>
        <source>Also ask TensorFlow, PyTorch, PyTorch/XLA and JAX what they see (each in a subprocess, cut off at the timeout)</source>
        <translation>同時詢問 TensorFlow、PyTorch、PyTorch/XLA 與 JAX 看到哪些裝置（各在獨立子行程中執行，逾時即中止）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="118"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="120"/>
        <source>Seconds a framework probe may take before it counts as no answer</source>
        <translation>框架偵測最多可花幾秒，超過即視為無回應</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="121"/>
        <source>timeout</source>
        <translation>逾時</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="123"/>
        <source>Bench TensorFlow / PyTorch too</source>
        <translation>也測試 TensorFlow / PyTorch</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="125"/>
        <source>Also time matmuls through the installed frameworks (imports take seconds)</source>
        <translation>也透過已安裝的框架測量矩陣乘法（載入框架需要幾秒）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="133"/>
        <source>Progress</source>
        <translation>進度</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="138"/>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="164"/>
        <source>Recommendation</source>
        <translation>推薦</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="173"/>
        <source>&lt;b&gt;Side by side&lt;/b&gt;</source>
        <translation>&lt;b&gt;並列比較&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="175"/>
        <source>reference TPU:</source>
        <translation>參考 TPU：</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="178"/>
        <source>The spec-table TPU generation shown when this machine has no TPU</source>
        <translation>本機沒有 TPU 時，用來比較的規格表 TPU 世代</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="187"/>
        <source>&lt;b&gt;Frameworks&lt;/b&gt; (from package metadata; nothing imported)</source>
        <translation>&lt;b&gt;框架&lt;/b&gt;（取自套件資訊，未載入任何框架）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="191"/>
        <source>Installed frameworks</source>
        <translation>已安裝的框架</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="193"/>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="193"/>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="193"/>
        <source>What it sees</source>
        <translation>偵測到的裝置</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="262"/>
        <source>The device benchmark is running.</source>
        <translation>裝置效能測試正在執行。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="264"/>
        <source>Device detection is running.</source>
        <translation>正在偵測裝置。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="283"/>
        <source>Looking for devices…</source>
        <translation>正在尋找裝置…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="284"/>
        <source>Asking the frameworks (each in a subprocess)…</source>
        <translation>正在詢問各框架（各在獨立子行程中）…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="290"/>
        <source>Detection failed: {error}</source>
        <translation>偵測失敗：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="311"/>
        <source>{framework}: {status} ({seconds} s)</source>
        <translation>{framework}：{status}（{seconds} 秒）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="320"/>
        <source>Bench: {what}…</source>
        <translation>效能測試：{what}…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="324"/>
        <source>Bench: {framework} {op} {dtype}: {value} {unit}</source>
        <translation>效能測試：{framework} {op} {dtype}：{value} {unit}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="339"/>
        <source>No GPU: no NVIDIA card answered through NVML and none is on the PCI bus. Apple MPS and ROCm show up when you tick “Ask the frameworks”. The figures are an NVIDIA T4's (Colab's GPU) from the spec table, for comparison.</source>
        <translation>沒有 GPU：NVML 沒有回報任何 NVIDIA 顯示卡，PCI 匯流排上也找不到。勾選「詢問各框架」後，Apple MPS 與 ROCm 也會列出。這裡的數字是規格表中 NVIDIA T4（Colab 的 GPU）的數值，供比較之用。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="344"/>
        <source>No TPU on this machine (no PCI device of vendor 0x1ae0). The chart shows a spec-table TPU {generation} as a reference; train on a Cloud TPU VM from the Remote page.</source>
        <translation>本機沒有 TPU（沒有廠商 0x1ae0 的 PCI 裝置）。圖表以規格表中的 TPU {generation} 作為參考；要用 TPU 訓練，請到「遠端」頁使用 Cloud TPU VM。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="361"/>
        <location filename="../../tpugui/qt/devices/page.py" line="465"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="364"/>
        <source>Found: {devices}.</source>
        <translation>找到：{devices}。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="366"/>
        <source>No answer from: {frameworks} (cut off at the timeout).</source>
        <translation>沒有回應：{frameworks}（已逾時中止）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="374"/>
        <source>Devices: {devices}</source>
        <translation>裝置：{devices}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="380"/>
        <source>&lt;b&gt;Recommended:&lt;/b&gt; backend &lt;code&gt;{backend}&lt;/code&gt;, device &lt;code&gt;{device}&lt;/code&gt;, strategy &lt;code&gt;{strategy}&lt;/code&gt;, {replicas} replica(s), batch size &lt;b&gt;{batch_size}&lt;/b&gt;&lt;br&gt;&lt;span style='color:gray'&gt;{reason}. Batch rule: {rule}.&lt;/span&gt;</source>
        <translation>&lt;b&gt;推薦設定：&lt;/b&gt;後端 &lt;code&gt;{backend}&lt;/code&gt;、裝置 &lt;code&gt;{device}&lt;/code&gt;、策略 &lt;code&gt;{strategy}&lt;/code&gt;、{replicas} 個副本、批次大小 &lt;b&gt;{batch_size}&lt;/b&gt;&lt;br&gt;&lt;span style='color:gray'&gt;{reason}。批次規則：{rule}。&lt;/span&gt;</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="402"/>
        <source>not installed</source>
        <translation>未安裝</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="409"/>
        <location filename="../../tpugui/qt/devices/widgets.py" line="315"/>
        <source>: </source>
        <translation>：</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="434"/>
        <source>Wait for detection to finish, then Bench.</source>
        <translation>請等偵測完成，再進行效能測試。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="442"/>
        <source>Bench failed: {error}</source>
        <translation>效能測試失敗：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="469"/>
        <source>Bench done. {summary}</source>
        <translation>效能測試完成。{summary}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="469"/>
        <source>Bench stopped. {summary}</source>
        <translation>效能測試已停止。{summary}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="478"/>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="483"/>
        <source>Copied the inventory to the clipboard as JSON.</source>
        <translation>已將裝置清單以 JSON 複製到剪貼簿。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="502"/>
        <source>{gpus} GPU, {tpus} TPU devices</source>
        <translation>{gpus} 個 GPU、{tpus} 個 TPU 裝置</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="505"/>
        <source>CUDA: {n} device(s)</source>
        <translation>CUDA：{n} 個裝置</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="507"/>
        <source>MPS available</source>
        <translation>可使用 MPS</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="513"/>
        <source>no devices</source>
        <translation>沒有裝置</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/page.py" line="522"/>
        <source> ({efficiency}% of the theoretical peak)</source>
        <translation>（達理論峰值的 {efficiency}%）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/widgets.py" line="46"/>
        <source>detected</source>
        <translation>偵測</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/widgets.py" line="46"/>
        <source>measured</source>
        <translation>實測</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/widgets.py" line="47"/>
        <source>derived</source>
        <translation>推算</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/widgets.py" line="47"/>
        <source>spec table</source>
        <translation>規格表</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/widgets.py" line="48"/>
        <source>read from this machine</source>
        <translation>從這台機器讀取</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/widgets.py" line="48"/>
        <source>timed by Bench</source>
        <translation>由效能測試計時</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/widgets.py" line="49"/>
        <source>from the published spec table</source>
        <translation>取自公開的規格表</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/widgets.py" line="50"/>
        <source>computed from detected values</source>
        <translation>由偵測到的數值計算</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/widgets.py" line="73"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/widgets.py" line="73"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/widgets.py" line="75"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/widgets.py" line="115"/>
        <source>{kind} card</source>
        <translation>{kind} 卡片</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/widgets.py" line="126"/>
        <source>{kind} characteristics</source>
        <translation>{kind} 特性</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/widgets.py" line="127"/>
        <source>Characteristic</source>
        <translation>特性</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/widgets.py" line="127"/>
        <source>Source</source>
        <translation>來源</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/widgets.py" line="127"/>
        <source>Value</source>
        <translation>數值</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/widgets.py" line="150"/>
        <source>Looking…</source>
        <translation>尋找中…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/widgets.py" line="158"/>
        <source>none found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/widgets.py" line="169"/>
        <source>none found · reference: {name}</source>
        <translation>未找到 · 參考：{name}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/widgets.py" line="227"/>
        <source>this machine does not expose it</source>
        <translation>這台機器不提供此數值</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/widgets.py" line="294"/>
        <source>Comparison chart: CPU, GPU and TPU side by side</source>
        <translation>比較圖：CPU、GPU 與 TPU 並列</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/widgets.py" line="315"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/widgets.py" line="320"/>
        <source>Solid: this machine · dark: measured · hatched: spec-table reference</source>
        <translation>實心：本機 · 深色：實測 · 斜線：規格表參考</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/widgets.py" line="365"/>
        <source>(log scale)</source>
        <translation>（對數刻度）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices/widgets.py" line="397"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
</context>
</TS>
