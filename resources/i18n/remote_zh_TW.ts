<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>tpugui</name>
    <message>
        <location filename="../../tpugui/qt/remote/connection.py" line="74"/>
        <source>enter the VM's host; the Set up tab has a step-by-step guide</source>
        <translation>請輸入 VM 的主機；「設定」分頁有逐步指南</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/connection.py" line="93"/>
        <source>The remote settings are invalid: {error}</source>
        <translation>遠端設定無效：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/connection.py" line="96"/>
        <source>enter a host first (remote.host)</source>
        <translation>請先輸入主機（remote.host）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/connection.py" line="128"/>
        <location filename="../../tpugui/qt/remote/connection.py" line="137"/>
        <source>A remote task is already running; wait for it or stop it</source>
        <translation>已有遠端工作正在執行；請等它完成或將它停止</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/connection.py" line="165"/>
        <source>The VM refused the job: {error}</source>
        <translation>VM 拒絕了這個工作：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/connection.py" line="202"/>
        <source>Connected to {host}</source>
        <translation>已連線到 {host}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/connection.py" line="206"/>
        <source>unknown host key: trust it or reject it</source>
        <translation>未知的主機金鑰：請選擇信任或拒絕</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/connection.py" line="216"/>
        <source>Saved the host key {fingerprint} of {host} to {path}</source>
        <translation>已將 {host} 的主機金鑰 {fingerprint} 儲存到 {path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/connection.py" line="227"/>
        <source>host key rejected; not connected</source>
        <translation>已拒絕主機金鑰；未連線</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/events.py" line="29"/>
        <source>disconnected</source>
        <translation>未連線</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/events.py" line="30"/>
        <source>connecting</source>
        <translation>連線中</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/events.py" line="31"/>
        <source>connected</source>
        <translation>已連線</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/events.py" line="32"/>
        <location filename="../../tpugui/qt/remote/events.py" line="44"/>
        <source>running</source>
        <translation>執行中</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/events.py" line="33"/>
        <source>lost</source>
        <translation>連線中斷</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/events.py" line="34"/>
        <source>reconnecting</source>
        <translation>重新連線中</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/events.py" line="35"/>
        <source>error</source>
        <translation>錯誤</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/events.py" line="36"/>
        <source>completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/events.py" line="37"/>
        <location filename="../../tpugui/qt/remote/events.py" line="52"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/events.py" line="38"/>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/events.py" line="43"/>
        <source>starting</source>
        <translation>啟動中</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/events.py" line="45"/>
        <source>interrupted (the process ended without finishing)</source>
        <translation>中斷（程序未完成就結束了）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/events.py" line="46"/>
        <source>no run there</source>
        <translation>那裡沒有這次執行</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/events.py" line="47"/>
        <source>lost (no answer)</source>
        <translation>失聯（沒有回應）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/events.py" line="53"/>
        <source>killed after the grace period</source>
        <translation>寬限期過後已強制結束</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/events.py" line="54"/>
        <source>not running</source>
        <translation>未在執行</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/events.py" line="66"/>
        <source>finished ({status})</source>
        <translation>已結束（{status}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/events.py" line="81"/>
        <source>worker {index}: {host} — {state}</source>
        <translation>worker {index}：{host} — {state}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/events.py" line="85"/>
        <source>, pid {pid}</source>
        <translation>，PID {pid}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/events.py" line="87"/>
        <source>, event {seq}</source>
        <translation>，事件 {seq}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/events.py" line="89"/>
        <source> (streams the plots)</source>
        <translation>（提供圖表的資料）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/form.py" line="47"/>
        <source>Connection</source>
        <translation>連線</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/form.py" line="55"/>
        <source>Key passphrase (never saved)</source>
        <translation>金鑰密碼（不會儲存）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/form.py" line="57"/>
        <source>only for an encrypted key; never saved</source>
        <translation>只有加密的金鑰才需要；不會儲存</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/form.py" line="61"/>
        <source>Passphrase</source>
        <translation>金鑰密碼</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/form.py" line="85"/>
        <source>Choose the private key</source>
        <translation>選擇私密金鑰</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/form.py" line="96"/>
        <source>Unknown host key</source>
        <translation>未知的主機金鑰</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/form.py" line="100"/>
        <source>Host key fingerprint</source>
        <translation>主機金鑰指紋</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/form.py" line="106"/>
        <source>Trust and save</source>
        <translation>信任並儲存</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/form.py" line="106"/>
        <source>Trust this host key</source>
        <translation>信任這個主機金鑰</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/form.py" line="108"/>
        <source>Reject</source>
        <translation>拒絕</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/form.py" line="108"/>
        <source>Reject host key</source>
        <translation>拒絕主機金鑰</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/form.py" line="118"/>
        <source>&lt;b&gt;Unknown host key&lt;/b&gt; for {host}</source>
        <translation>&lt;b&gt;未知的主機金鑰&lt;/b&gt;：{host}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/form.py" line="120"/>
        <source>Trust it only if this fingerprint matches the VM's real key.</source>
        <translation>只有在這個指紋與 VM 真正的金鑰相符時才信任它。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/form.py" line="129"/>
        <source>Stopping a run</source>
        <translation>停止訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/gcloud.py" line="51"/>
        <source>{n} TPU VMs</source>
        <translation>{n} 台 TPU VM</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/install.py" line="59"/>
        <source>installing {framework}</source>
        <translation>正在安裝 {framework}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/inventory.py" line="81"/>
        <source>Host facts: {side}</source>
        <translation>主機資訊：{side}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/inventory.py" line="104"/>
        <source>{kind} card: {side}</source>
        <translation>{kind} 卡片：{side}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/inventory.py" line="108"/>
        <source>Installed frameworks: {side}</source>
        <translation>已安裝的框架：{side}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/inventory.py" line="109"/>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/inventory.py" line="109"/>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/inventory.py" line="138"/>
        <source>Devices not detected: {error}</source>
        <translation>未偵測到裝置：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/inventory.py" line="145"/>
        <source>not detected</source>
        <translation>未偵測</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/inventory.py" line="179"/>
        <source>No GPU on this host.</source>
        <translation>這台主機沒有 GPU。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/inventory.py" line="180"/>
        <source>No TPU on this host (no PCI device of vendor 0x1ae0).</source>
        <translation>這台主機沒有 TPU（沒有廠商代碼 0x1ae0 的 PCI 裝置）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/inventory.py" line="187"/>
        <source>not installed</source>
        <translation>未安裝</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/inventory.py" line="214"/>
        <source>Remote inventory next to the local one</source>
        <translation>遠端與本機的裝置清單對照</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/inventory.py" line="221"/>
        <source>Remote VM</source>
        <translation>遠端 VM</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/inventory.py" line="222"/>
        <source>This computer</source>
        <translation>這台電腦</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/inventory.py" line="231"/>
        <source>Press Probe to read the VM's devices.</source>
        <translation>按「探測」讀取 VM 的裝置。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/inventory.py" line="232"/>
        <source>Looking…</source>
        <translation>尋找中…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/inventory.py" line="243"/>
        <source>its answer could not be read: {error}</source>
        <translation>無法讀取它的回覆：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/inventory.py" line="245"/>
        <location filename="../../tpugui/qt/remote/inventory.py" line="267"/>
        <source>Host</source>
        <translation>主機</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/inventory.py" line="246"/>
        <location filename="../../tpugui/qt/remote/inventory.py" line="268"/>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/inventory.py" line="247"/>
        <location filename="../../tpugui/qt/remote/inventory.py" line="269"/>
        <source>OS</source>
        <translation>作業系統</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/inventory.py" line="249"/>
        <location filename="../../tpugui/qt/remote/inventory.py" line="271"/>
        <source>CPU cores</source>
        <translation>CPU 核心數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/inventory.py" line="252"/>
        <source>{backend}: {packages}</source>
        <translation>{backend}：{packages}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/inventory.py" line="257"/>
        <source>Missing for a run</source>
        <translation>執行所缺</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/inventory.py" line="267"/>
        <source>this computer</source>
        <translation>這台電腦</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/page.py" line="90"/>
        <source>&lt;h2&gt;Remote&lt;/h2&gt;&lt;p&gt;Train on a Cloud TPU VM (or any SSH host): the job, the core of tpugui and the job's local data are copied there; the run keeps going if the connection drops.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;遠端&lt;/h2&gt;&lt;p&gt;在 Cloud TPU VM（或任何 SSH 主機）上訓練：工作、tpugui 核心以及工作用到的本機資料會複製過去；連線中斷時訓練仍會繼續。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/page.py" line="103"/>
        <source>Connect</source>
        <translation>連線</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/page.py" line="104"/>
        <source>Disconnect</source>
        <translation>中斷連線</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/page.py" line="105"/>
        <source>Probe</source>
        <translation>探測</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/page.py" line="106"/>
        <source>Start remote run</source>
        <translation>開始遠端訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/page.py" line="107"/>
        <location filename="../../tpugui/qt/remote/setup.py" line="187"/>
        <location filename="../../tpugui/qt/remote/vm.py" line="71"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/page.py" line="108"/>
        <source>Attach</source>
        <translation>接上執行中的訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/page.py" line="109"/>
        <source>Fetch run</source>
        <translation>取回訓練結果</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/page.py" line="112"/>
        <source>Connection status</source>
        <translation>連線狀態</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/page.py" line="123"/>
        <source>Remote views</source>
        <translation>遠端檢視</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/page.py" line="130"/>
        <source>Set up</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/page.py" line="131"/>
        <source>Run</source>
        <translation>訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/page.py" line="132"/>
        <source>Devices</source>
        <translation>裝置</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/page.py" line="231"/>
        <source>A remote task is running (closing only detaches: a remote run goes on on the VM; attach to it later).</source>
        <translation>有遠端工作正在進行（關閉只會中斷追蹤：遠端執行會在 VM 上繼續；之後可再附加）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/page.py" line="269"/>
        <source>Enter the VM's host first (the Host field).</source>
        <translation>請先輸入 VM 的主機（「主機」欄位）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/probe.py" line="54"/>
        <source>probing</source>
        <translation>探測中</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/probe.py" line="77"/>
        <source>probed {host}</source>
        <translation>已探測 {host}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/probe.py" line="96"/>
        <source>{host} cannot run this job: {error}</source>
        <translation>{host} 無法執行這個工作：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/runs.py" line="86"/>
        <source>Run {run} on {host}: following it.</source>
        <translation>訓練 {run} 在 {host} 上：正在追蹤。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/runs.py" line="101"/>
        <source>Run {run} on {host}: resumed after the VM was preempted.</source>
        <translation>執行 {run} 在 {host} 上：VM 被搶占後已接續。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/runs.py" line="114"/>
        <source>No remote run started: {reason}</source>
        <translation>沒有啟動遠端執行：{reason}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/runs.py" line="116"/>
        <location filename="../../tpugui/qt/remote/runs.py" line="123"/>
        <source>No remote run followed: {reason}</source>
        <translation>未追蹤遠端訓練：{reason}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/runs.py" line="124"/>
        <source>The remote run was not started or attached: {reason}</source>
        <translation>遠端訓練未開始也未接上：{reason}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/runs.py" line="158"/>
        <source>Starting {job} on {host}…</source>
        <translation>正在 {host} 上啟動 {job}…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/runs.py" line="171"/>
        <location filename="../../tpugui/qt/remote/runs.py" line="193"/>
        <source>deploying</source>
        <translation>部署中</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/runs.py" line="219"/>
        <source>newest run</source>
        <translation>最新的訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/runs.py" line="220"/>
        <source>Attaching…</source>
        <translation>正在接上…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/runs.py" line="248"/>
        <source>Run {run}: detached; it goes on on the VM.</source>
        <translation>訓練 {run}：已分離；它仍在 VM 上繼續。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/runs.py" line="250"/>
        <source>detached; the run goes on on the VM</source>
        <translation>已分離；訓練仍在 VM 上繼續</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/runs.py" line="254"/>
        <source>Run {run}: {status}</source>
        <translation>訓練 {run}：{status}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/runs.py" line="257"/>
        <source>run {status}</source>
        <translation>訓練{status}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/runs.py" line="261"/>
        <source>The remote run failed: {error}</source>
        <translation>遠端訓練失敗：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/runs.py" line="290"/>
        <source>Stopping failed: {error}</source>
        <translation>停止失敗：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/runs.py" line="300"/>
        <source>error: {error}</source>
        <translation>錯誤：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/runs.py" line="306"/>
        <source>Remote stop: {result}</source>
        <translation>遠端停止：{result}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/runs.py" line="309"/>
        <source>Remote stop, worker {index}: {result}</source>
        <translation>遠端停止，worker {index}：{result}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/runs.py" line="336"/>
        <source>Fetched {n} files to {path}</source>
        <translation>已取回 {n} 個檔案到 {path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/runs.py" line="338"/>
        <source>fetched to {path}</source>
        <translation>已取回到 {path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="84"/>
        <source>Setting up a Cloud TPU VM</source>
        <translation>設定 Cloud TPU VM</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="95"/>
        <source>Google Cloud</source>
        <translation>Google Cloud</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="99"/>
        <source>TPU VMs of the gcloud project</source>
        <translation>gcloud 專案中的 TPU VM</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="100"/>
        <source>TPU VMs (gcloud)</source>
        <translation>TPU VM（gcloud）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="102"/>
        <location filename="../../tpugui/qt/remote/setup.py" line="102"/>
        <source>List TPU VMs</source>
        <translation>列出 TPU VM</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="107"/>
        <source>Why the TPU VMs cannot be listed</source>
        <translation>無法列出 TPU VM 的原因</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="114"/>
        <source>Connection guide</source>
        <translation>連線指南</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="116"/>
        <source>Step-by-step connection guide</source>
        <translation>逐步連線指南</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="130"/>
        <source>Command of step {n}</source>
        <translation>第 {n} 步的指令</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="145"/>
        <source>Install a framework for TPUs on the VM</source>
        <translation>在 VM 上安裝 TPU 用的框架</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="148"/>
        <source>Framework to install</source>
        <translation>要安裝的框架</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="152"/>
        <source>Install on the VM</source>
        <translation>安裝到 VM</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="154"/>
        <source>Install the framework on the VM</source>
        <translation>在 VM 上安裝框架</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="159"/>
        <source>Runs on the VM:</source>
        <translation>在 VM 上執行：</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="162"/>
        <source>The install command run on the VM</source>
        <translation>在 VM 上執行的安裝指令</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="178"/>
        <source>About this install</source>
        <translation>關於此安裝</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="182"/>
        <source>Install progress</source>
        <translation>安裝進度</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="187"/>
        <source>Stop the install</source>
        <translation>停止安裝</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="194"/>
        <source>The install's last output line</source>
        <translation>安裝輸出的最後一行</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="200"/>
        <source>The install's result</source>
        <translation>安裝結果</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="225"/>
        <source>Install the gcloud CLI (Google Cloud SDK) to list the TPU VMs.</source>
        <translation>請安裝 gcloud CLI（Google Cloud SDK）才能列出 TPU VM。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="227"/>
        <source>Enter a zone to list its TPU VMs.</source>
        <translation>請輸入區域以列出其中的 TPU VM。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="238"/>
        <source>List the TPU VMs of the zone with gcloud</source>
        <translation>用 gcloud 列出該區域的 TPU VM</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="264"/>
        <source>v4 and older</source>
        <translation>v4 及更早</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="271"/>
        <source>Install the gcloud CLI (Google Cloud SDK) and log in:</source>
        <translation>安裝 gcloud CLI（Google Cloud SDK）並登入：</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="273"/>
        <source>Then enter the zone above (and the project, if not gcloud's).</source>
        <translation>然後在上方輸入區域（以及專案，若不是 gcloud 設定的專案）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="276"/>
        <source>Create the TPU VM with the current runtime version of its generation:</source>
        <translation>以該世代目前的執行階段版本建立 TPU VM：</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="282"/>
        <source>Runtime versions:</source>
        <translation>執行階段版本：</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="285"/>
        <source>Log in once with gcloud:</source>
        <translation>先用 gcloud 登入一次：</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="287"/>
        <source>It creates your key {key} and puts it on the VM; answer yes when ssh asks whether to trust the VM's host key. Type exit to come back.</source>
        <translation>這會建立你的金鑰 {key} 並放到 VM 上；ssh 詢問是否信任 VM 的主機金鑰時，請確認信任。完成後登出 VM 即可回來。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="293"/>
        <source>The VM's external IP is its host: press List TPU VMs and pick the VM (it fills Host, Workers and the key), or read accessConfig.externalIp in:</source>
        <translation>VM 的外部 IP 就是主機：按「列出 TPU VM」並選擇該 VM（會填入主機、Worker 主機與金鑰），或從以下輸出讀取 accessConfig.externalIp：</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="301"/>
        <source>Fill in the connection form: Host = that IP, User = your login name, Identity file = {key}. Press Connect: the first time the page shows the VM's host key fingerprint; trust it only if it is the one gcloud showed.</source>
        <translation>填寫連線表單：主機 = 該 IP，使用者 = 你的登入名稱，金鑰檔 = {key}。按「連線」：第一次時頁面會顯示 VM 主機金鑰的指紋；只有與 gcloud 顯示的相同時才信任它。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="309"/>
        <source>Install the framework below, then Probe and Start remote run.</source>
        <translation>在下方安裝框架，然後按「探測」與「開始遠端訓練」。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="326"/>
        <source>Installing {framework} on {host}…</source>
        <translation>正在 {host} 上安裝 {framework}…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="351"/>
        <source>Not installed: {error}</source>
        <translation>未安裝：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="354"/>
        <source> (dry run: the command was only echoed)</source>
        <translation>（試跑：指令只被顯示，未執行）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="358"/>
        <source>{framework} is installed on {host}: {versions}.</source>
        <translation>{framework} 已安裝在 {host}：{versions}。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="362"/>
        <source>Press Probe to see its devices.</source>
        <translation>按「探測」查看它的裝置。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="366"/>
        <source>The install of {framework} was stopped.</source>
        <translation>{framework} 的安裝已停止。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/setup.py" line="370"/>
        <source>{framework} was not installed (pip exit {code}): {why}</source>
        <translation>{framework} 未安裝（pip 結束碼 {code}）：{why}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/view.py" line="45"/>
        <source>No remote run yet.</source>
        <translation>尚無遠端訓練。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/view.py" line="47"/>
        <source>Remote run</source>
        <translation>遠端訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/view.py" line="51"/>
        <source>The run's plots, progress and log are on the Training page.</source>
        <translation>這次訓練的圖表、進度與紀錄都在「訓練」頁面。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/view.py" line="54"/>
        <source>Show the plots</source>
        <translation>顯示圖表</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/view.py" line="56"/>
        <source>Show the run's plots on the Training page</source>
        <translation>在「訓練」頁面顯示這次訓練的圖表</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/view.py" line="57"/>
        <source>Bring the Training page forward</source>
        <translation>切換到「訓練」頁面</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/view.py" line="62"/>
        <source>Status of each worker host</source>
        <translation>各 worker 主機的狀態</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/view.py" line="89"/>
        <source>worker {index} ({host}): {state} — {message}</source>
        <translation>worker {index}（{host}）：{state} — {message}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/view.py" line="92"/>
        <source>worker {index} ({host}): {state}</source>
        <translation>worker {index}（{host}）：{state}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/view.py" line="125"/>
        <source>there is no Training page to show the run on</source>
        <translation>沒有可顯示這次訓練的「訓練」頁面</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/view.py" line="127"/>
        <source>the Training page is busy with a local run; stop it there or wait for its end, then start or attach the remote run</source>
        <translation>「訓練」頁面正在顯示本機訓練；請在該頁停止它或等它結束，再開始或接上遠端訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/vm.py" line="57"/>
        <source>TPU VM and its cost</source>
        <translation>TPU VM 與其費用</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/vm.py" line="60"/>
        <source>What the TPU VM costs an hour</source>
        <translation>TPU VM 每小時的費用</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/vm.py" line="64"/>
        <source>The TPU VM's state</source>
        <translation>TPU VM 的狀態</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/vm.py" line="69"/>
        <source>Create…</source>
        <translation>建立…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/vm.py" line="70"/>
        <location filename="../../tpugui/qt/remote/vm.py" line="214"/>
        <source>Start</source>
        <translation>啟動</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/vm.py" line="72"/>
        <source>Delete…</source>
        <translation>刪除…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/vm.py" line="75"/>
        <source>Create the TPU VM</source>
        <translation>建立 TPU VM</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/vm.py" line="76"/>
        <source>Start the TPU VM</source>
        <translation>啟動 TPU VM</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/vm.py" line="77"/>
        <source>Stop the TPU VM</source>
        <translation>停止 TPU VM</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/vm.py" line="78"/>
        <source>Delete the TPU VM</source>
        <translation>刪除 TPU VM</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/vm.py" line="87"/>
        <source>When the TPU VM stops itself</source>
        <translation>TPU VM 何時自行停止</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/vm.py" line="91"/>
        <source>The last gcloud command</source>
        <translation>最近一次的 gcloud 指令</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/vm.py" line="102"/>
        <source>Cost control</source>
        <translation>費用控管</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/vm.py" line="133"/>
        <source>Choose the accelerator type to see what the TPU VM costs.</source>
        <translation>選擇加速器類型，即可看到 TPU VM 的費用。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/vm.py" line="134"/>
        <source>Price not known: {why}</source>
        <translation>價格未知：{why}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/vm.py" line="135"/>
        <source>{money} an hour while READY: {basis}</source>
        <translation>READY 時每小時 {money}：{basis}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/vm.py" line="142"/>
        <source>(no TPU VM named)</source>
        <translation>（尚未指定 TPU VM）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/vm.py" line="144"/>
        <source>not looked at</source>
        <translation>尚未查看</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/vm.py" line="144"/>
        <source>{vm}: {state}</source>
        <translation>{vm}：{state}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/vm.py" line="161"/>
        <source>The TPU VM stopped itself at {time} ({why}).</source>
        <translation>TPU VM 已於 {time} 自行停止（{why}）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/vm.py" line="163"/>
        <source>its run reached its budget</source>
        <translation>執行已達預算</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/vm.py" line="164"/>
        <source>no run for {minutes} min</source>
        <translation>{minutes} 分鐘沒有執行</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/vm.py" line="169"/>
        <source>, {money} idle so far</source>
        <translation>，閒置至今花費 {money}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/vm.py" line="171"/>
        <source>No run is going: the TPU VM stops itself at {time} (idle since {since}{spent}).</source>
        <translation>目前沒有執行：TPU VM 將於 {time} 自行停止（自 {since} 起閒置{spent}）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/vm.py" line="177"/>
        <source>{n} run(s) going; the TPU VM stops itself {minutes} min after the last one ends.</source>
        <translation>{n} 個執行進行中；最後一個結束 {minutes} 分鐘後 TPU VM 會自行停止。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/vm.py" line="211"/>
        <source>{action} the TPU VM {vm} ({kind}, {option}, {zone})?

{price}

{command}</source>
        <translation>要{action} TPU VM {vm}（{kind}，{option}，{zone}）嗎？

{price}

{command}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/vm.py" line="214"/>
        <source>Create</source>
        <translation>建立</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/vm.py" line="220"/>
        <source>Delete the TPU VM {vm}? Its disk and everything on it are deleted too; this cannot be undone.

{command}</source>
        <translation>要刪除 TPU VM {vm} 嗎？它的磁碟和上面的所有資料也會一併刪除，且無法復原。

{command}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/vm.py" line="237"/>
        <source>TPU VM</source>
        <translation>TPU VM</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/vm.py" line="248"/>
        <source>gcloud: {command}</source>
        <translation>gcloud：{command}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote/vm.py" line="260"/>
        <location filename="../../tpugui/qt/remote/vm.py" line="262"/>
        <source>TPU VM {vm}: {state}</source>
        <translation>TPU VM {vm}：{state}</translation>
    </message>
</context>
</TS>
