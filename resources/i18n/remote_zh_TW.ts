<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>tpugui</name>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="59"/>
        <source>disconnected</source>
        <translation>未連線</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="60"/>
        <source>connecting</source>
        <translation>連線中</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="61"/>
        <source>connected</source>
        <translation>已連線</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="62"/>
        <source>running</source>
        <translation>執行中</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="63"/>
        <source>lost</source>
        <translation>連線中斷</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="64"/>
        <source>reconnecting</source>
        <translation>重新連線中</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="65"/>
        <source>error</source>
        <translation>錯誤</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="66"/>
        <source>completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="67"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="68"/>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="102"/>
        <source>&lt;h2&gt;Remote&lt;/h2&gt;&lt;p&gt;Train on a Cloud TPU VM (or any SSH host): the job, the core of tpugui and the job's local data are copied there; the run keeps going if the connection drops.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;遠端&lt;/h2&gt;&lt;p&gt;在 Cloud TPU VM（或任何 SSH 主機）上訓練：工作、tpugui 核心以及工作用到的本機資料會複製過去；連線中斷時訓練仍會繼續。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="110"/>
        <source>Connection</source>
        <translation>連線</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="112"/>
        <location filename="../../tpugui/qt/remote_page.py" line="136"/>
        <location filename="../../tpugui/qt/remote_view.py" line="83"/>
        <source>Host</source>
        <translation>主機</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="113"/>
        <source>hostname, IP or ~/.ssh/config alias</source>
        <translation>主機名稱、IP 或 ~/.ssh/config 中的別名</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="114"/>
        <location filename="../../tpugui/qt/remote_page.py" line="137"/>
        <source>Port</source>
        <translation>連接埠</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="116"/>
        <location filename="../../tpugui/qt/remote_page.py" line="138"/>
        <source>User</source>
        <translation>使用者</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="117"/>
        <source>(from ssh config or your login name)</source>
        <translation>（取自 ssh 設定或你的登入名稱）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="118"/>
        <location filename="../../tpugui/qt/remote_page.py" line="139"/>
        <source>Identity file</source>
        <translation>金鑰檔</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="119"/>
        <source>(ssh-agent / ssh config)</source>
        <translation>（ssh-agent／ssh 設定）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="120"/>
        <source>Choose identity file</source>
        <translation>選擇金鑰檔</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="120"/>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="126"/>
        <source>Key passphrase (never saved)</source>
        <translation>金鑰密碼（不會儲存）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="128"/>
        <source>only for an encrypted key; never saved</source>
        <translation>只有加密的金鑰才需要；不會儲存</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="129"/>
        <source>Folder on the VM</source>
        <translation>VM 上的資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="130"/>
        <source>Python on the VM</source>
        <translation>VM 上的 Python</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="131"/>
        <source>Connect timeout</source>
        <translation>連線逾時</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="133"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="134"/>
        <source>Further worker hosts of a pod slice</source>
        <translation>Pod 切片的其他 worker 主機</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="135"/>
        <source>pod slice: worker 1, worker 2, … (comma-separated)</source>
        <translation>Pod 切片：worker 1, worker 2, …</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="140"/>
        <source>Passphrase</source>
        <translation>金鑰密碼</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="141"/>
        <source>Folder on VM</source>
        <translation>VM 資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="142"/>
        <source>Python on VM</source>
        <translation>VM 的 Python</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="143"/>
        <source>Timeout</source>
        <translation>逾時</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="144"/>
        <source>Workers</source>
        <translation>Worker 主機</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="152"/>
        <source>TPU VMs of the gcloud project</source>
        <translation>gcloud 專案中的 TPU VM</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="153"/>
        <source>TPU VMs (gcloud)</source>
        <translation>TPU VM（gcloud）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="156"/>
        <location filename="../../tpugui/qt/remote_page.py" line="156"/>
        <source>List TPU VMs</source>
        <translation>列出 TPU VM</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="167"/>
        <source>Connect</source>
        <translation>連線</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="168"/>
        <source>Disconnect</source>
        <translation>中斷連線</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="169"/>
        <source>Probe</source>
        <translation>探測</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="170"/>
        <source>Start remote run</source>
        <translation>開始遠端訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="171"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="172"/>
        <source>Attach</source>
        <translation>接上執行中的訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="173"/>
        <source>Fetch run</source>
        <translation>取回訓練結果</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="176"/>
        <source>Connection status</source>
        <translation>連線狀態</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="181"/>
        <source>Unknown host key</source>
        <translation>未知的主機金鑰</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="185"/>
        <source>Host key fingerprint</source>
        <translation>主機金鑰指紋</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="191"/>
        <source>Trust and save</source>
        <translation>信任並儲存</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="191"/>
        <source>Trust this host key</source>
        <translation>信任這個主機金鑰</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="194"/>
        <source>Reject</source>
        <translation>拒絕</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="194"/>
        <source>Reject host key</source>
        <translation>拒絕主機金鑰</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="207"/>
        <source>Remote views</source>
        <translation>遠端檢視</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="210"/>
        <source>Run</source>
        <translation>訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="211"/>
        <location filename="../../tpugui/qt/remote_view.py" line="102"/>
        <source>Devices</source>
        <translation>裝置</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="289"/>
        <source>The remote settings are invalid: {error}</source>
        <translation>遠端設定無效：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="326"/>
        <source>A remote task is already running; wait for it or stop it</source>
        <translation>已有遠端工作正在執行；請等它完成或將它停止</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="368"/>
        <source>The Training page cannot show the remote run: {error}</source>
        <translation>「訓練」頁面無法顯示遠端訓練：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="415"/>
        <source>Connected to {host}</source>
        <translation>已連線到 {host}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="420"/>
        <source>&lt;b&gt;Unknown host key&lt;/b&gt; for {host}</source>
        <translation>&lt;b&gt;未知的主機金鑰&lt;/b&gt;：{host}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="422"/>
        <source>Trust it only if this fingerprint matches the VM's real key.</source>
        <translation>只有在這個指紋與 VM 真正的金鑰相符時才信任它。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="435"/>
        <source>Saved the host key {fingerprint} of {host} to {path}</source>
        <translation>已將 {host} 的主機金鑰 {fingerprint} 儲存到 {path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="480"/>
        <source>probed {host}</source>
        <translation>已探測 {host}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="508"/>
        <source>Starting {job} on {host}…</source>
        <translation>正在 {host} 上啟動 {job}…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="540"/>
        <source>Attaching…</source>
        <translation>正在接上…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="541"/>
        <source>newest run</source>
        <translation>最新的訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="558"/>
        <source>detached; the run goes on on the VM</source>
        <translation>已分離；訓練仍在 VM 上繼續</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="562"/>
        <source>Run {run}: {status}</source>
        <translation>訓練 {run}：{status}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="565"/>
        <source>run {status}</source>
        <translation>訓練{status}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="569"/>
        <source>The remote run failed: {error}</source>
        <translation>遠端訓練失敗：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="591"/>
        <source>Stopping failed: {error}</source>
        <translation>停止失敗：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="616"/>
        <source>Fetched {n} files to {path}</source>
        <translation>已取回 {n} 個檔案到 {path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="617"/>
        <source>fetched to {path}</source>
        <translation>已取回到 {path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="631"/>
        <source>{n} TPU VMs</source>
        <translation>{n} 台 TPU VM</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="649"/>
        <source>Choose the private key</source>
        <translation>選擇私密金鑰</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_view.py" line="68"/>
        <source>Remote inventory next to the local one</source>
        <translation>遠端與本機的裝置清單對照</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_view.py" line="69"/>
        <source>Remote VM</source>
        <translation>遠端 VM</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_view.py" line="69"/>
        <source>This computer</source>
        <translation>這台電腦</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_view.py" line="84"/>
        <source>OS</source>
        <translation>作業系統</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_view.py" line="86"/>
        <source>CPU cores</source>
        <translation>CPU 核心數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_view.py" line="96"/>
        <source>not detected: {reason}</source>
        <translation>未偵測到：{reason}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_view.py" line="98"/>
        <source>(see the Devices page)</source>
        <translation>（請見「裝置」頁面）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_view.py" line="131"/>
        <source>No remote run yet.</source>
        <translation>尚無遠端訓練。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_view.py" line="137"/>
        <source>Remote run progress</source>
        <translation>遠端訓練進度</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_view.py" line="141"/>
        <source>Remote loss plot</source>
        <translation>遠端損失圖</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_view.py" line="152"/>
        <source>Status of each worker host</source>
        <translation>各 worker 主機的狀態</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_view.py" line="157"/>
        <source>Remote run events</source>
        <translation>遠端訓練事件</translation>
    </message>
</context>
</TS>
